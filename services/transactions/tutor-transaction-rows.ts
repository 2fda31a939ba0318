import type { Knex } from 'knex';
import { counterpartView, shownText } from '../../core/privacy/mask-contact-details.ts';
import { canRequestPayout } from '../../core/transactions/payout-machine.ts';
import type { PayoutStatus } from '../../core/transactions/statuses.ts';
import type { TutorTransactionItem } from '../../core/transactions/views.ts';
import type { Db, Trx } from '../../infra/db.ts';
import type { TransactionRow } from './transaction-record.ts';

// The tutor's view of their transactions: every row carries the status of its latest payout, and
// the customer's phone is selected only while the payment is PAID (it never leaves the database
// before that). What the customer typed (name, notes) is masked for contacts until then too
// (docs/product.md#privacy-free-text).

export type TutorItemRow = Pick<
  TransactionRow,
  | 'id'
  | 'source'
  | 'customer_name'
  | 'subjects'
  | 'duration_hours'
  | 'student_count'
  | 'total_price'
  | 'tutor_payment'
  | 'payment_status'
  | 'class_status'
  | 'created_at'
> & { payout_status: PayoutStatus | null };

export function tutorTransactionsQuery(db: Db | Trx): Knex.QueryBuilder {
  return db('transactions')
    .joinRaw(
      `left join lateral (
         select p.status from payouts p where p.transaction_id = transactions.id order by p.created_at desc, p.id desc limit 1
       ) latest_payout on true`,
    )
    .select(
      'transactions.id',
      'transactions.source',
      'transactions.customer_name',
      'transactions.subjects',
      'transactions.duration_hours',
      'transactions.student_count',
      'transactions.total_price',
      'transactions.tutor_payment',
      'transactions.payment_status',
      'transactions.class_status',
      'transactions.created_at',
      'latest_payout.status as payout_status',
    );
}

export function toTutorItem(row: TutorItemRow): TutorTransactionItem {
  return {
    id: row.id,
    source: row.source,
    customerName: shownText(row.customer_name, counterpartView(row.payment_status)),
    subjects: row.subjects,
    durationHours: row.duration_hours,
    studentCount: row.student_count,
    totalPrice: row.total_price,
    tutorPayment: row.tutor_payment,
    paymentStatus: row.payment_status,
    classStatus: row.class_status,
    payoutStatus: row.payout_status,
    createdAt: row.created_at.toISOString(),
    canRequestPayout: canRequestPayout({ payment: row.payment_status, class: row.class_status, payout: row.payout_status }),
  };
}
