import type { PayoutStatus } from '../../core/transactions/statuses.ts';
import type { PayoutView } from '../../core/transactions/views.ts';
import { isoOrNull } from './transaction-record.ts';

// A payout as the tutor's transaction page and the admins' queue both show it, mapped once.

export const PAYOUT_VIEW_COLUMNS = [
  'id',
  'status',
  'amount',
  'admin_fee',
  'net_amount',
  'bank_account',
  'reason',
  'created_at',
  'decided_at',
  'paid_at',
] as const;

export type PayoutViewRow = {
  id: string;
  status: PayoutStatus;
  amount: number;
  admin_fee: number;
  net_amount: number;
  bank_account: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  paid_at: Date | null;
};

export function toPayoutView(row: PayoutViewRow): PayoutView {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    adminFee: row.admin_fee,
    net: row.net_amount,
    bankAccount: row.bank_account,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: isoOrNull(row.decided_at),
    paidAt: isoOrNull(row.paid_at),
  };
}
