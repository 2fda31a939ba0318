import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';
import type { RefundRequest } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

type Row = {
  id: string;
  customer_name: string;
  customer_phone: string;
  email: string;
  tutor_name: string;
  total_price: number;
  cancelled_at: Date;
};

/** Refunds waiting for the admin's transfer back, oldest first. */
export async function listRefundRequests(deps: { db: Db }, viewer: Actor): Promise<RefundRequest[]> {
  requireRole(viewer, 'admin');
  const rows: Row[] = await deps
    .db('transactions as t')
    .join('users as u', 'u.id', 't.customer_id')
    .join('tutors as tu', 'tu.id', 't.tutor_id')
    .where('t.payment_status', 'REFUND_REQUESTED')
    .orderBy([
      { column: 't.cancelled_at', order: 'asc' },
      { column: 't.id', order: 'asc' },
    ])
    .limit(200)
    .select('t.id', 't.customer_name', 't.customer_phone', 'u.email', 'tu.name as tutor_name', 't.total_price', 't.cancelled_at');
  return rows.map((row) => ({
    transactionId: row.id,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.email,
    tutorName: row.tutor_name,
    amount: row.total_price,
    requestedAt: row.cancelled_at.toISOString(),
  }));
}
