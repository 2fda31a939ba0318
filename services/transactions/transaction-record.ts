import { AppError, forbidden } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { ClassStatus, PaymentStatus, TransactionSource, TransactionState } from '../../core/transactions/statuses.ts';
import type { Party } from '../../core/transactions/transaction-machine.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Actor } from '../../core/accounts/actor.ts';

// The transactions row as the bookings, payments, payouts and reviews use cases read it, and the
// two questions every one of them asks first: does it exist, and who is asking?

export type TransactionRow = {
  id: string;
  source: TransactionSource;
  request_id: string | null;
  customer_id: string;
  tutor_id: string;
  customer_name: string;
  customer_phone: string;
  subjects: string[];
  duration_hours: number;
  student_count: number;
  notes: string | null;
  price_per_hour: number;
  total_price: number;
  tutor_payment: number;
  /** The kode unik; null only on rows that never awaited payment since it existed. */
  unique_code: number | null;
  payment_status: PaymentStatus;
  class_status: ClassStatus;
  payment_rejection_reason: string | null;
  payment_due_at: Date;
  payment_reminded_at: Date | null;
  paid_at: Date | null;
  /** Given once when the payment becomes PAID (services/payments/mark-paid.ts). */
  receipt_number: string | null;
  class_done_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** Unknown and malformed ids are the same 404. `lock` takes the row for the caller's transaction. */
export async function loadTransaction(db: Db | Trx, id: string, options: { lock?: boolean } = {}): Promise<TransactionRow> {
  if (!isUuid(id)) throw notFound();
  const query = db('transactions').where({ id }).first<TransactionRow | undefined>().options(PREPARED);
  const row = await (options.lock ? query.forUpdate() : query);
  if (!row) throw notFound();
  return row;
}

/** The viewer's relation to the transaction; anyone else gets 403 'Akses Ditolak'. */
export function partyOf(row: Pick<TransactionRow, 'customer_id' | 'tutor_id'>, viewer: Actor): Party {
  if (viewer.role === 'admin') return 'admin';
  if (viewer.role === 'customer' && row.customer_id === viewer.id) return 'customer';
  if (viewer.role === 'tutor' && row.tutor_id === viewer.id) return 'tutor';
  throw forbidden();
}

/** Loads and authorises in one step: the row exists and the viewer is one of `parties`. */
export async function loadTransactionFor(
  db: Db | Trx,
  id: string,
  viewer: Actor,
  parties: readonly Party[],
  options: { lock?: boolean } = {},
): Promise<{ row: TransactionRow; party: Party }> {
  const row = await loadTransaction(db, id, options);
  const party = partyOf(row, viewer);
  if (!parties.includes(party)) throw forbidden();
  return { row, party };
}

export async function hasReview(db: Db | Trx, transactionId: string): Promise<boolean> {
  return Boolean(await db('reviews').where({ transaction_id: transactionId }).first('id'));
}

export function stateOf(row: Pick<TransactionRow, 'payment_status' | 'class_status'>, reviewed?: boolean): TransactionState {
  return { payment: row.payment_status, class: row.class_status, ...(reviewed === undefined ? {} : { hasReview: reviewed }) };
}

export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
