import { AppError } from '../../core/errors.ts';
import { SESSION_MESSAGES as M } from '../../core/lessons/session-messages.ts';
import type { SessionView } from '../../core/lessons/sessions.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { LIVE_STATUSES, bookedMinutes, loadSessionFor, otherSide, requireSchedulable } from './session-record.ts';
import { dbNow, isLateMove, sessionViewOf, zoneOf } from '../transactions/transaction-sessions.ts';
import { rangeFromInput } from './session-times.ts';

/**
 * Either side asks to move a CONFIRMED session that has not begun; the other side answers
 * (answer-reschedule.ts). Up to the notice (12 h before) that is the normal path; later it is a
 * request by agreement only, which the view and, once accepted, the change record mark `late`.
 * The new time is checked like a proposal's: ahead, free in the tutor's other live sessions, and
 * within the hours paid. A side may replace its own pending request, not answer over the other's.
 */
export async function proposeReschedule(
  deps: { db: Db },
  viewer: Actor,
  sessionId: string,
  input: { date: string; time: string; durationMinutes?: number },
): Promise<{ message: string; session: SessionView }> {
  return deps.db.transaction(async (trx) => {
    const { session, transaction, side } = await loadSessionFor(trx, sessionId, viewer);
    requireSchedulable(transaction);
    if (session.status !== 'CONFIRMED') throw new AppError('CONFLICT', M.notConfirmed);
    const [zone, now] = await Promise.all([zoneOf(trx, viewer.id), dbNow(trx)]);
    if (session.starts_at <= now) throw new AppError('CONFLICT', M.alreadyStarted);
    if (session.reschedule_by === otherSide(side)) throw new AppError('CONFLICT', M.reschedulePending);

    const currentMinutes = (session.ends_at.getTime() - session.starts_at.getTime()) / 60_000;
    const range = rangeFromInput({ ...input, durationMinutes: input.durationMinutes ?? currentMinutes }, zone, now);
    if (range.startsAt.getTime() === session.starts_at.getTime() && range.endsAt.getTime() === session.ends_at.getTime()) {
      throw new AppError('UNPROCESSABLE', M.rescheduleSame);
    }
    const clash = await trx('lesson_sessions')
      .whereIn('status', LIVE_STATUSES)
      .whereNot({ id: session.id })
      .where({ tutor_id: session.tutor_id })
      .where('starts_at', '<', range.endsAt)
      .where('ends_at', '>', range.startsAt)
      .first('id');
    if (clash) throw new AppError('CONFLICT', M.overlap);
    const minutes = (range.endsAt.getTime() - range.startsAt.getTime()) / 60_000;
    if ((await bookedMinutes(trx, transaction.id, session.id)) + minutes > transaction.duration_hours * 60) {
      throw new AppError('UNPROCESSABLE', M.tooManyHours(transaction.duration_hours));
    }

    const [updated] = await trx('lesson_sessions')
      .where({ id: session.id })
      .update({ reschedule_starts_at: range.startsAt, reschedule_ends_at: range.endsAt, reschedule_by: side })
      .returning('*');
    await writeOutbox(trx, 'session.reschedule_proposed', { transactionId: transaction.id, sessionId: session.id });
    const late = isLateMove(session.starts_at, now);
    return {
      message: late ? M.rescheduleProposedLate : M.rescheduleProposed,
      session: await sessionViewOf(trx, updated, viewer.id, zone, now),
    };
  });
}
