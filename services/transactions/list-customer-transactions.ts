import { amountDue } from '../../core/transactions/money.ts';
import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import { CUSTOMER_PAGE_SIZE } from '../../core/transactions/transaction.schema.ts';
import type { CustomerTransactionItem, Page } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import type { TransactionRow } from './transaction-record.ts';
import { afterCursor } from './transaction-page.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';

type ItemRow = Pick<
  TransactionRow,
  | 'id'
  | 'source'
  | 'tutor_id'
  | 'subjects'
  | 'duration_hours'
  | 'student_count'
  | 'total_price'
  | 'unique_code'
  | 'payment_status'
  | 'class_status'
  | 'created_at'
> & { tutor_name: string };

/**
 * The customer's own transactions, bookings and requests in one list, newest first, 7 a page
 * (docs/product.md#transaction-lists; the chats show 5). The cursor is the last id of the previous page. Tutors'
 * names are masked for contacts, as on their profiles (docs/product.md#privacy-free-text).
 */
export async function listCustomerTransactions(
  deps: { db: Db },
  viewer: Actor,
  cursor?: string,
  pageSize = CUSTOMER_PAGE_SIZE,
): Promise<Page<CustomerTransactionItem>> {
  requireRole(viewer, 'customer');
  const { db } = deps;
  const own = db('transactions').where('transactions.customer_id', viewer.id);
  const query = own
    .clone()
    .join('tutors', 'tutors.id', 'transactions.tutor_id')
    .select(
      'transactions.id',
      'transactions.source',
      'transactions.tutor_id',
      'transactions.subjects',
      'transactions.duration_hours',
      'transactions.student_count',
      'transactions.total_price',
      'transactions.unique_code',
      'transactions.payment_status',
      'transactions.class_status',
      'transactions.created_at',
      'tutors.name as tutor_name',
    )
    .orderBy([
      { column: 'transactions.created_at', order: 'desc' },
      { column: 'transactions.id', order: 'desc' },
    ])
    .limit(pageSize + 1);
  if (cursor) afterCursor(query, cursor, { customer_id: viewer.id });
  const [rows, counted] = await Promise.all([query as Promise<ItemRow[]>, own.clone().count<{ count: number }[]>({ count: '*' })]);
  const page = rows.slice(0, pageSize);
  return {
    transactions: page.map((row) => ({
      id: row.id,
      source: row.source,
      tutorId: row.tutor_id,
      tutorName: maskContactDetails(row.tutor_name),
      subjects: row.subjects,
      durationHours: row.duration_hours,
      studentCount: row.student_count,
      totalPrice: row.total_price,
      uniqueCode: row.unique_code,
      amountDue: amountDue(row.total_price, row.unique_code),
      paymentStatus: row.payment_status,
      classStatus: row.class_status,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(counted[0]?.count ?? 0),
    nextCursor: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}
