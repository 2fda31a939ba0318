import { shownText, type TextView } from '../../core/privacy/mask-contact-details.ts';
import { amountDue, computeTotals } from '../../core/transactions/money.ts';
import { customerActions } from '../../core/transactions/transaction-machine.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { proofsOf, reviewOf } from './transaction-views.ts';
import { isoOrNull, loadTransactionFor, stateOf, type TransactionRow } from './transaction-record.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { mayHaveSessions, sessionViewsOf } from './transaction-sessions.ts';
type TutorPart = { name: string; image_url: string | null; university: string; phone: string | null };

/**
 * The customer's transaction page (docs/product.md#transaction-customer-detail), for its customer
 * and for admins. The tutor's phone is selected only while the payment is PAID: before that it
 * never leaves the database. The tutor's name is masked for contacts like on their public profile
 * (docs/product.md#privacy-free-text); admins read it as written.
 */
export async function getCustomerTransaction(deps: { db: Db }, viewer: Actor, id: string): Promise<CustomerTransaction> {
  const { row } = await loadTransactionFor(deps.db, id, viewer, ['customer', 'admin']);
  return customerTransactionOf(deps.db, viewer, row);
}

/** The same page for a row the caller holds already (a write's RETURNING): one read fewer. */
export async function customerTransactionOf(db: Db, viewer: Actor, row: TransactionRow): Promise<CustomerTransaction> {
  // Side by side: on a pool they take one wait for the event loop instead of two; on a
  // transaction's connection pg runs them in turn anyway.
  const [tutor, proofs, review, sessions] = await Promise.all([
    db('tutors')
      .join('transactions', 'transactions.tutor_id', 'tutors.id')
      .where('transactions.id', row.id)
      .first<TutorPart>(
        'tutors.name',
        'tutors.image_url',
        'tutors.university',
        db.raw(`case when transactions.payment_status = 'PAID' then tutors.phone_number end as phone`),
      ),
    proofsOf(db, row.id),
    // A review needs a class marked done ('review' in core/transactions/transaction-machine.ts),
    // and a done class stays done: any other row has none to read.
    row.class_status === 'DONE' ? reviewOf(db, row.id) : null,
    mayHaveSessions(row.payment_status) ? sessionViewsOf(db, row.id, viewer.id) : [],
  ]);
  const transaction = { ...toCustomerTransaction(row, tutor, proofs, review, viewer.role === 'admin' ? 'as-written' : 'masked'), sessions };
  // A class with sessions is finished by their attendance, not 'Tandai Selesai' (decision 054).
  if (sessions.length > 0) transaction.actions = { ...transaction.actions, canMarkDone: false };
  return transaction;
}

export function toCustomerTransaction(
  row: TransactionRow,
  tutor: TutorPart,
  proofs: CustomerTransaction['proofs'],
  review: CustomerTransaction['review'],
  tutorView: TextView,
): Omit<CustomerTransaction, 'sessions'> {
  const { platformFee } = computeTotals(row.price_per_hour, row.duration_hours, row.student_count);
  return {
    id: row.id,
    source: row.source,
    requestId: row.request_id,
    tutorId: row.tutor_id,
    tutorName: shownText(tutor.name, tutorView),
    tutorImageUrl: tutor.image_url,
    tutorUniversity: tutor.university,
    customerName: row.customer_name,
    subjects: row.subjects,
    durationHours: row.duration_hours,
    studentCount: row.student_count,
    notes: row.notes,
    pricePerHour: row.price_per_hour,
    totalPrice: row.total_price,
    uniqueCode: row.unique_code,
    amountDue: amountDue(row.total_price, row.unique_code),
    tutorPayment: row.tutor_payment,
    platformFee,
    paymentStatus: row.payment_status,
    classStatus: row.class_status,
    paymentRejectionReason: row.payment_rejection_reason,
    paymentDueAt: row.payment_due_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    paidAt: isoOrNull(row.paid_at),
    classDoneAt: isoOrNull(row.class_done_at),
    cancelledAt: isoOrNull(row.cancelled_at),
    proofs,
    review,
    actions: customerActions(stateOf(row, review !== null)),
    tutorPhone: row.payment_status === 'PAID' ? tutor.phone : null,
    receiptNumber: row.receipt_number,
  };
}
