import { AppError, forbidden } from '../../core/errors.ts';
import { ATTENDANCE_MESSAGES as M, DISPUTE_OUTCOMES, STATEMENT_MAX, type DisputeOutcome } from '../../core/lessons/attendance-messages.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Trx } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';
import type { LessonDeps } from './answer-attendance.ts';
import { lockSession } from './attendance-session.ts';
import { findDispute, partialRefunds } from './dispute-record.ts';
import { markSessionDone } from './finish-session.ts';

export type DisputeDecision = { outcome: DisputeOutcome; refundAmount?: number | null; note?: string | null };

/**
 * The admin's decision on a dispute (docs/product.md#lesson-disputes, decision 055):
 * - DONE: the session counts as taught (done_reason 'admin'); the class may then be DONE.
 * - PARTIAL_REFUND: the same, and `refundAmount` of the price goes back to the customer; the
 *   transaction's price and 85 % share stay as paid, the payout pays 85 % of what was kept.
 * - FULL_REFUND: the whole payment goes back: REFUND_REQUESTED + class CANCELLED as a customer's
 *   refund, into the admins' existing refund queue; every live session is CANCELLED.
 * Audited, and both sides are told by `dispute.decided`.
 */
export async function decideDispute(
  deps: LessonDeps,
  viewer: Actor,
  disputeId: string,
  decision: DisputeDecision,
): Promise<{ message: string }> {
  if (viewer.role !== 'admin') throw forbidden();
  if (!(DISPUTE_OUTCOMES as readonly unknown[]).includes(decision.outcome))
    throw new AppError('VALIDATION', M.badOutcome, { field: 'outcome' });
  const note = decision.note?.trim() || null;
  if (note && note.length > STATEMENT_MAX) throw new AppError('VALIDATION', M.noteTooLong, { field: 'note' });
  await deps.db.transaction(async (trx) => {
    const found = await findDispute(trx, disputeId);
    const locked = await lockSession(trx, found.session_id);
    const dispute = await trx('lesson_disputes').where({ id: disputeId }).forUpdate().first<{ status: string }>('status');
    if (!locked || dispute.status !== 'OPEN') throw new AppError('CONFLICT', M.decidedByOtherAdmin);
    const { transaction, session } = locked;
    const refundAmount = decision.outcome === 'PARTIAL_REFUND' ? await checkedPartialRefund(trx, transaction, decision.refundAmount) : null;
    await trx('lesson_disputes').where({ id: disputeId }).update({
      status: 'DECIDED',
      outcome: decision.outcome,
      refund_amount: refundAmount,
      decision_note: note,
      decided_by: viewer.id,
      decided_at: trx.fn.now(),
    });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'lesson_dispute.decide',
      entity: 'lesson_dispute',
      entityId: disputeId,
      before: { status: 'OPEN', sessionStatus: session.status },
      after: { status: 'DECIDED', outcome: decision.outcome, refundAmount },
    });
    if (decision.outcome === 'FULL_REFUND') await refundWhole(trx, viewer, transaction);
    else await markSessionDone(trx, transaction, session.id, 'admin');
    await writeOutbox(trx, 'dispute.decided', { transactionId: transaction.id, disputeId, outcome: decision.outcome });
  });
  return { message: M.decided };
}

/** Whole rupiah, at least 1; with earlier partial refunds it leaves at least Rp 2 paid, so the tutor's 85 % stays a payable rupiah. */
async function checkedPartialRefund(trx: Trx, transaction: TransactionRow, amount: number | null | undefined): Promise<number> {
  if (amount === null || amount === undefined) throw new AppError('VALIDATION', M.refundAmountMissing, { field: 'refundAmount' });
  const max = transaction.total_price - (await partialRefunds(trx, transaction.id)) - 2;
  if (!Number.isInteger(amount) || amount < 1 || amount > max)
    throw new AppError('VALIDATION', M.refundAmountRange(Math.max(max, 0)), { field: 'refundAmount' });
  return amount;
}

async function refundWhole(trx: Trx, viewer: Actor, transaction: TransactionRow): Promise<void> {
  if (transaction.payment_status !== 'PAID' || transaction.class_status !== 'IN_PROGRESS')
    throw new AppError('CONFLICT', M.refundNotPossible);
  await trx('transactions').where({ id: transaction.id }).update({ payment_status: 'REFUND_REQUESTED', class_status: 'CANCELLED' });
  await trx('lesson_sessions')
    .where({ transaction_id: transaction.id })
    .whereIn('status', ['PROPOSED', 'CONFIRMED', 'DISPUTED'])
    .update({ status: 'CANCELLED' });
  await writeAudit(trx, {
    actorId: viewer.id,
    action: 'transaction.disputeRefund',
    entity: 'transaction',
    entityId: transaction.id,
    before: { paymentStatus: transaction.payment_status, classStatus: transaction.class_status },
    after: { paymentStatus: 'REFUND_REQUESTED', classStatus: 'CANCELLED' },
  });
}
