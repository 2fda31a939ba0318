import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import type { SessionView } from '../../core/lessons/sessions.ts';
import { MAX_SESSIONS_PER_PROPOSAL } from '../../core/lessons/session.schema.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { loadTransactionFor } from '../transactions/transaction-record.ts';
import { listSessions } from './list-sessions.ts';
import { bookedMinutes, dbNow, refusingOverlap, requireSchedulable, zoneOf } from './session-record.ts';
import { overlaps, rangeFromInput, type SessionTimeInput, type TimeRange } from './session-times.ts';

/**
 * The tutor of a paid class proposes one or more sessions, entered in the tutor's zone. Refused: a
 * time not ahead, two of the input overlapping each other, one overlapping another live session of
 * the tutor (any transaction; the exclusion constraint decides, so two concurrent proposals cannot
 * both win), and live sessions adding up to more than the hours paid. All or nothing.
 */
export async function proposeSessions(
  deps: { db: Db },
  viewer: Actor,
  transactionId: string,
  input: { sessions: SessionTimeInput[] },
): Promise<{ message: string; sessions: SessionView[] }> {
  await deps.db.transaction(async (trx) => {
    // Locked: two proposals of one transaction count the hours one after the other.
    const { row, party } = await loadTransactionFor(trx, transactionId, viewer, ['tutor', 'customer', 'admin'], { lock: true });
    if (party !== 'tutor') throw new AppError('FORBIDDEN', M.onlyTutorProposes);
    requireSchedulable(row);
    if (!Array.isArray(input.sessions) || input.sessions.length === 0) throw new AppError('VALIDATION', M.noSessions);
    if (input.sessions.length > MAX_SESSIONS_PER_PROPOSAL) throw new AppError('VALIDATION', M.tooManySessions);
    const [zone, now] = await Promise.all([zoneOf(trx, viewer.id), dbNow(trx)]);
    const ranges: TimeRange[] = input.sessions.map((session) => rangeFromInput(session, zone, now));
    if (ranges.some((range, i) => ranges.slice(i + 1).some((other) => overlaps(range, other)))) throw new AppError('CONFLICT', M.overlap);

    const proposed = ranges.reduce((sum, range) => sum + (range.endsAt.getTime() - range.startsAt.getTime()) / 60_000, 0);
    if ((await bookedMinutes(trx, row.id)) + proposed > row.duration_hours * 60)
      throw new AppError('UNPROCESSABLE', M.tooManyHours(row.duration_hours));

    await refusingOverlap(() =>
      trx('lesson_sessions').insert(
        ranges.map((range) => ({
          transaction_id: row.id,
          tutor_id: row.tutor_id,
          starts_at: range.startsAt,
          ends_at: range.endsAt,
          proposed_by: 'tutor',
        })),
      ),
    );
    await writeOutbox(trx, 'session.proposed', { transactionId: row.id });
  });
  return { message: M.proposed, sessions: await listSessions(deps.db, viewer, transactionId) };
}
