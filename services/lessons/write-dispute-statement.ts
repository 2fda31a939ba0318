import { AppError, forbidden } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as M, STATEMENT_MAX } from '../../core/lessons/attendance-messages.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { loadTransaction, partyOf } from '../transactions/transaction-record.ts';
import type { LessonDeps } from './answer-attendance.ts';
import { findDispute } from './dispute-record.ts';

/** Each side writes what happened, and may rewrite it until the admin decides. */
export async function writeDisputeStatement(
  deps: LessonDeps,
  viewer: Actor,
  disputeId: string,
  statement: string,
): Promise<{ message: string }> {
  const text = typeof statement === 'string' ? statement.trim() : '';
  if (!text) throw new AppError('VALIDATION', M.statementEmpty, { field: 'statement' });
  if (text.length > STATEMENT_MAX) throw new AppError('VALIDATION', M.statementTooLong, { field: 'statement' });
  await deps.db.transaction(async (trx) => {
    const found = await findDispute(trx, disputeId);
    const party = partyOf(await loadTransaction(trx, found.transaction_id), viewer);
    if (party !== 'tutor' && party !== 'customer') throw forbidden();
    const dispute = await trx('lesson_disputes').where({ id: disputeId }).forUpdate().first<{ status: string }>('status');
    if (dispute.status !== 'OPEN') throw new AppError('CONFLICT', M.disputeClosed);
    await trx('lesson_disputes')
      .where({ id: disputeId })
      .update({ [`${party}_statement`]: text, [`${party}_statement_at`]: trx.fn.now() });
  });
  return { message: M.statementSaved };
}
