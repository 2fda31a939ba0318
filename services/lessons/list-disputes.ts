import { forbidden } from '../../core/errors.ts';
import type { DisputeView } from '../../core/lessons/dispute-view.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import type { Db } from '../../infra/db.ts';
import type { DisputeRow } from './dispute-record.ts';

type QueueRow = DisputeRow & { starts_at: Date; ends_at: Date; customer_name: string; tutor_name: string; total_price: number };

/** The admin console's dispute queue: the open ones oldest first, then the latest decided for reference. */
export async function listDisputes(deps: { db: Db }, viewer: Actor): Promise<DisputeView[]> {
  if (viewer.role !== 'admin') throw forbidden();
  const rows = await deps
    .db('lesson_disputes as d')
    .join('lesson_sessions as s', 's.id', 'd.session_id')
    .join('transactions as t', 't.id', 'd.transaction_id')
    .join('tutors as u', 'u.id', 't.tutor_id')
    .orderByRaw(`(d.status = 'OPEN') desc, case when d.status = 'OPEN' then d.created_at end asc, d.decided_at desc`)
    .limit(200)
    .select<QueueRow[]>('d.*', 's.starts_at', 's.ends_at', 't.customer_name', 'u.name as tutor_name', 't.total_price');
  return rows.map((row) => ({
    id: row.id,
    transactionId: row.transaction_id,
    sessionId: row.session_id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    openedBy: row.opened_by,
    reason: row.reason,
    customerName: row.customer_name,
    tutorName: row.tutor_name,
    totalPrice: row.total_price,
    customerStatement: row.customer_statement,
    tutorStatement: row.tutor_statement,
    status: row.status,
    outcome: row.outcome,
    refundAmount: row.refund_amount,
    createdAt: row.created_at.toISOString(),
  }));
}
