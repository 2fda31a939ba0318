import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { ATTENDANCE_MESSAGES } from '../../core/lessons/attendance-messages.ts';
import { payoutBreakdown, shareAfterRefunds } from '../../core/transactions/money.ts';
import { decidePayoutRequest } from '../../core/transactions/payout-machine.ts';
import type { PayoutStatus } from '../../core/transactions/statuses.ts';
import type { PayoutPreview } from '../../core/transactions/views.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { loadTransactionFor, type TransactionRow } from '../transactions/transaction-record.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { hasOpenDispute, partialRefunds } from '../lessons/dispute-record.ts';
/**
 * What a payout of this transaction would be, for its tutor, if one may be requested now (else
 * the machine's refusal). The amount is the tutor's 85 % of what the customer kept paid (partial
 * refunds of disputes deducted, decision 055); an open dispute holds it. The fee depends on the
 * account on the tutor's profile at this moment.
 */
export async function payoutEligibility(
  db: Db | Trx,
  viewer: Actor,
  transactionId: string,
  adminFee: number,
  options: { lock?: boolean } = {},
): Promise<{ row: TransactionRow; preview: PayoutPreview }> {
  const { row, party } = await loadTransactionFor(db, transactionId, viewer, ['tutor'], options);
  const latest = await db('payouts')
    .where({ transaction_id: row.id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first<{ status: PayoutStatus } | undefined>('status');
  decidePayoutRequest({ payment: row.payment_status, class: row.class_status, payout: latest?.status ?? null }, party);
  if (await hasOpenDispute(db, row.id)) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.payoutHeld);
  const amount = shareAfterRefunds(row.total_price, await partialRefunds(db, row.id));
  const tutor = await db('tutors').where({ id: row.tutor_id }).first<{ bank_account: string | null }>('bank_account');
  const bankAccount = tutor.bank_account?.trim() || null;
  return { row, preview: { ...payoutBreakdown(amount, bankAccount ?? '', adminFee), bankAccount } };
}

export const bankAccountRequired = () => new AppError('VALIDATION', M.bankAccountRequired, { field: 'bankAccount' });
