import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import type { SessionView } from '../../core/lessons/sessions.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { loadSessionFor, refusingOverlap, requireSchedulable } from './session-record.ts';
import { dbNow, isLateMove, sessionViewOf, zoneOf } from '../transactions/transaction-sessions.ts';

const CLEARED = { reschedule_starts_at: null, reschedule_ends_at: null, reschedule_by: null };

/**
 * The side that did not ask answers a pending move. Accepted: the session moves, its reminders are
 * owed again for the new time, and `lesson_session_changes` records the move, `late` when it came
 * inside the notice (by agreement). The exclusion constraint has the last word on overlap, since
 * the tutor's calendar may have filled since the request. Declined: the session stays.
 */
export async function answerReschedule(
  deps: { db: Db },
  viewer: Actor,
  sessionId: string,
  input: { accept: boolean },
): Promise<{ message: string; session: SessionView }> {
  return deps.db.transaction(async (trx) => {
    const { session, transaction, side } = await loadSessionFor(trx, sessionId, viewer);
    const { reschedule_starts_at: to, reschedule_ends_at: toEnd, reschedule_by: by } = session;
    if (session.status !== 'CONFIRMED' || !to || !toEnd || !by) throw new AppError('CONFLICT', M.noReschedule);
    if (by === side) throw new AppError('FORBIDDEN', M.ownReschedule);
    const [zone, now] = await Promise.all([zoneOf(trx, viewer.id), dbNow(trx)]);
    let columns: Record<string, unknown> = CLEARED;
    if (input.accept) {
      requireSchedulable(transaction);
      if (to <= now || session.starts_at <= now) throw new AppError('UNPROCESSABLE', M.inPast);
      columns = { ...CLEARED, starts_at: to, ends_at: toEnd, reminded_24h_at: null, reminded_1h_at: null };
      await trx('lesson_session_changes').insert({
        session_id: session.id,
        from_starts_at: session.starts_at,
        from_ends_at: session.ends_at,
        to_starts_at: to,
        to_ends_at: toEnd,
        proposed_by: by,
        late: isLateMove(session.starts_at, now),
      });
    }
    const [updated] = await refusingOverlap(() => trx('lesson_sessions').where({ id: session.id }).update(columns).returning('*'));
    if (input.accept) await writeOutbox(trx, 'session.rescheduled', { transactionId: transaction.id, sessionId: session.id });
    else await writeOutbox(trx, 'session.reschedule_declined', { transactionId: transaction.id, sessionId: session.id, proposedBy: by });
    return {
      message: input.accept ? M.rescheduled : M.rescheduleDeclined,
      session: await sessionViewOf(trx, updated, viewer.id, zone, now),
    };
  });
}
