import { counterpartView, shownText } from '../../core/privacy/mask-contact-details.ts';
import { computeTotals } from '../../core/transactions/money.ts';
import type { PayoutView, TutorTransaction } from '../../core/transactions/views.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { PAYOUT_VIEW_COLUMNS, toPayoutView, type PayoutViewRow } from './payout-record.ts';
import { isoOrNull, loadTransactionFor } from './transaction-record.ts';
import { toTutorItem, tutorTransactionsQuery, type TutorItemRow } from './tutor-transaction-rows.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { mayHaveSessions, sessionViewsOf } from './transaction-sessions.ts';

type DetailRow = TutorItemRow & {
  request_id: string | null;
  notes: string | null;
  price_per_hour: number;
  paid_at: Date | null;
  class_done_at: Date | null;
  customer_phone: string | null;
};

/** The transaction's latest payout, as its tutor sees it. */
export async function latestPayout(db: Db | Trx, transactionId: string): Promise<PayoutView | null> {
  const row = await db('payouts')
    .where({ transaction_id: transactionId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first<PayoutViewRow | undefined>(PAYOUT_VIEW_COLUMNS);
  return row ? toPayoutView(row) : null;
}

/**
 * 'Detail Transaksi' for the tutor it is addressed to (others 403 'Akses Ditolak'): statuses, the
 * customer, the service, the money split, and the payout. The customer's phone only while PAID;
 * the customer's name and notes with their contact details masked before that.
 */
export async function getTutorTransaction(deps: { db: Db }, viewer: Actor, id: string): Promise<TutorTransaction> {
  const { db } = deps;
  const { row: owned } = await loadTransactionFor(db, id, viewer, ['tutor']);
  const row: DetailRow = await tutorTransactionsQuery(db)
    .where('transactions.id', owned.id)
    .select(
      'transactions.request_id',
      'transactions.notes',
      'transactions.price_per_hour',
      'transactions.paid_at',
      'transactions.class_done_at',
      db.raw(`case when transactions.payment_status = 'PAID' then transactions.customer_phone end as customer_phone`),
    )
    .first();
  const { platformFee } = computeTotals(row.price_per_hour, row.duration_hours, row.student_count);
  return {
    ...toTutorItem(row),
    requestId: row.request_id,
    notes: shownText(row.notes, counterpartView(row.payment_status)),
    pricePerHour: row.price_per_hour,
    platformFee,
    customerPhone: row.payment_status === 'PAID' ? row.customer_phone : null,
    paidAt: isoOrNull(row.paid_at),
    classDoneAt: isoOrNull(row.class_done_at),
    payout: await latestPayout(db, row.id),
    sessions: mayHaveSessions(row.payment_status) ? await sessionViewsOf(db, row.id, viewer.id) : [],
  };
}
