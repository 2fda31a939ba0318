import type { Actor } from '../../core/accounts/actor.ts';
import { counterpartView, shownText } from '../../core/privacy/mask-contact-details.ts';
import type { WithdrawableClass } from '../../core/chat/tutor-chat-texts.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';

/**
 * The tutor's classes a payout may be asked for now, newest first: PAID, done, and no payout but
 * rejected ones — the rows 'Siap Dicairkan' adds up (services/transactions/list-tutor-transactions.ts).
 */
export async function listWithdrawable(deps: { db: Db }, viewer: Actor, limit: number): Promise<WithdrawableClass[]> {
  requireRole(viewer, 'tutor');
  const rows = await deps
    .db('transactions as t')
    .where({ 't.tutor_id': viewer.id, 't.payment_status': 'PAID', 't.class_status': 'DONE' })
    .whereNotExists((open) => open.select(1).from('payouts as p').whereRaw('p.transaction_id = t.id').whereNot('p.status', 'REJECTED'))
    .orderBy([
      { column: 't.class_done_at', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ])
    .limit(limit)
    .select<{ id: string; customer_name: string; subjects: string[]; tutor_payment: number }[]>(
      't.id',
      't.customer_name',
      't.subjects',
      't.tutor_payment',
    );
  return rows.map((row) => ({
    id: row.id,
    customerName: shownText(row.customer_name, counterpartView('PAID')),
    subjects: row.subjects,
    tutorPayment: row.tutor_payment,
  }));
}
