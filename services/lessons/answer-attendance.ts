import { AppError } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as M } from '../../core/lessons/attendance-messages.ts';
import { silenceCountsAt } from '../../core/lessons/lesson-moments.ts';
import { ATTENDANCE_ANSWERS, type AttendanceAnswer, type SessionView } from '../../core/lessons/sessions.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { attendanceSessionView, lockSessionFor } from './attendance-session.ts';
import { markSessionDone } from './finish-session.ts';

export type LessonDeps = { db: Db; now?: () => Date };

/**
 * "Kelas sudah berlangsung?" answered by one side, after the session's end only
 * (docs/product.md#lesson-attendance). The session is DONE when the tutor said Ya and the customer
 * said Ya or has been silent for 72 h; any 'Tidak' / 'Ada masalah' sends it to the admins as a
 * dispute, which holds the payout. The same answer twice (a chat button pressed again) changes nothing.
 */
export async function answerAttendance(
  deps: LessonDeps,
  viewer: Actor,
  sessionId: string,
  answer: AttendanceAnswer,
): Promise<{ message: string; session: SessionView }> {
  if (!(ATTENDANCE_ANSWERS as readonly unknown[]).includes(answer)) throw new AppError('VALIDATION', M.badAnswer, { field: 'answer' });
  const now = deps.now?.() ?? new Date();
  const { message, session } = await deps.db.transaction(async (trx) => {
    const { session, transaction, side } = await lockSessionFor(trx, sessionId, viewer);
    const answered = (text: string) => ({ message: text, session });
    const column = side === 'tutor' ? 'tutor_attendance' : 'customer_attendance';
    if (session[column] === answer) return answered(answer === 'YES' ? M.answeredYes : M.disputeOpened);
    if (session.status === 'DONE') throw new AppError('CONFLICT', M.alreadyDone);
    if (session.status === 'DISPUTED') throw new AppError('CONFLICT', M.inDispute);
    if (session.status !== 'CONFIRMED') throw new AppError('CONFLICT', M.notConfirmed);
    if (now.getTime() < session.ends_at.getTime()) throw new AppError('CONFLICT', M.notEnded);
    if (session[column] !== null) throw new AppError('CONFLICT', M.alreadyAnswered);

    await trx('lesson_sessions')
      .where({ id: session.id })
      .update({ [column]: answer, [`${side}_answered_at`]: now });
    if (answer !== 'YES') {
      await trx('lesson_sessions').where({ id: session.id }).update({ status: 'DISPUTED' });
      const [dispute] = await trx('lesson_disputes')
        .insert({ session_id: session.id, transaction_id: transaction.id, opened_by: side, reason: answer })
        .returning<{ id: string }[]>('id');
      if (!dispute) throw new Error('dispute insert returned no id');
      await writeOutbox(trx, 'dispute.opened', { transactionId: transaction.id, sessionId: session.id, disputeId: dispute.id });
      return answered(M.disputeOpened);
    }
    const tutorYes = side === 'tutor' || session.tutor_attendance === 'YES';
    const customerYes = side === 'customer' || session.customer_attendance === 'YES';
    const customerSilent = session.customer_attendance === null && now.getTime() >= silenceCountsAt(session.ends_at).getTime();
    if (tutorYes && (customerYes || customerSilent)) {
      await markSessionDone(trx, transaction, session.id, customerYes ? 'both' : 'silence');
      return answered(M.sessionDone);
    }
    return answered(M.answeredYes);
  });
  return { message, session: await attendanceSessionView(deps.db, session, viewer.id, now) };
}
