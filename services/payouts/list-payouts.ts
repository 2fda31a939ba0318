import type { PayoutStatus } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import type { Viewer } from '../bookings/transaction-record.ts';
import type { AdminPayout } from '../../core/transactions/views.ts';


type Row = {
  id: string;
  transaction_id: string;
  tutor_id: string;
  tutor_name: string;
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

/** The admins' payout queue: open payouts (REQUESTED, APPROVED), oldest first. */
export async function listPayouts(deps: { db: Db }, viewer: Viewer): Promise<AdminPayout[]> {
  requireAdmin(viewer);
  const rows: Row[] = await deps.db('payouts as p')
    .join('tutors as t', 't.id', 'p.tutor_id')
    .whereIn('p.status', ['REQUESTED', 'APPROVED'])
    .orderBy([{ column: 'p.created_at', order: 'asc' }, { column: 'p.id', order: 'asc' }])
    .limit(200)
    .select('p.id', 'p.transaction_id', 'p.tutor_id', 't.name as tutor_name', 'p.status', 'p.amount', 'p.admin_fee', 'p.net_amount', 'p.bank_account', 'p.reason', 'p.created_at', 'p.decided_at', 'p.paid_at');
  return rows.map((row) => ({
    id: row.id,
    transactionId: row.transaction_id,
    tutorId: row.tutor_id,
    tutorName: row.tutor_name,
    status: row.status,
    amount: row.amount,
    adminFee: row.admin_fee,
    net: row.net_amount,
    bankAccount: row.bank_account,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
  }));
}
