import type { AdminPayout } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';
import { PAYOUT_VIEW_COLUMNS, toPayoutView, type PayoutViewRow } from '../transactions/payout-record.ts';
import type { Actor } from '../../core/accounts/actor.ts';

type Row = PayoutViewRow & { transaction_id: string; tutor_id: string; tutor_name: string };

/** The admins' payout queue: open payouts (REQUESTED, APPROVED), oldest first. */
export async function listPayouts(deps: { db: Db }, viewer: Actor): Promise<AdminPayout[]> {
  requireRole(viewer, 'admin');
  const rows: Row[] = await deps
    .db('payouts as p')
    .join('tutors as t', 't.id', 'p.tutor_id')
    .whereIn('p.status', ['REQUESTED', 'APPROVED'])
    .orderBy([
      { column: 'p.created_at', order: 'asc' },
      { column: 'p.id', order: 'asc' },
    ])
    .limit(200)
    .select(...PAYOUT_VIEW_COLUMNS.map((column) => `p.${column}`), 'p.transaction_id', 'p.tutor_id', 't.name as tutor_name');
  return rows.map((row) => ({ ...toPayoutView(row), transactionId: row.transaction_id, tutorId: row.tutor_id, tutorName: row.tutor_name }));
}
