import type { ReceiptData } from '../../core/receipts/receipt.ts';
import { shownText } from '../../core/privacy/mask-contact-details.ts';
import { isContactRevealed } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';

/**
 * What the receipt of a numbered transaction says. Phone numbers only while the payment is PAID
 * (docs/product.md#privacy-contact-reveal): a receipt fetched after a refund names the parties only.
 * The tutor's name as the customer reads it everywhere else (masked for contacts).
 */
export async function receiptData(db: Db, row: TransactionRow & { receipt_number: string; paid_at: Date }): Promise<ReceiptData> {
  const revealed = isContactRevealed(row.payment_status);
  // The tutor and the kode unik (issue 42 §1) in one read.
  const parts = await db('transactions')
    .join('tutors', 'tutors.id', 'transactions.tutor_id')
    .where('transactions.id', row.id)
    .first<{ name: string; phone_number: string | null; unique_code: number | null }>(
      'tutors.name',
      'tutors.phone_number',
      'transactions.unique_code',
    );
  return {
    number: row.receipt_number,
    paidAt: row.paid_at,
    customer: { name: row.customer_name, phone: revealed ? row.customer_phone : null },
    tutor: { name: shownText(parts.name, 'masked'), phone: revealed ? parts.phone_number : null },
    subjects: row.subjects,
    durationHours: row.duration_hours,
    studentCount: row.student_count,
    pricePerHour: row.price_per_hour,
    totalPrice: row.total_price,
    tutorPayment: row.tutor_payment,
    uniqueCode: parts.unique_code,
  };
}

/** The row has been paid once: it carries a number and a payment time. */
export const isNumbered = (row: TransactionRow): row is TransactionRow & { receipt_number: string; paid_at: Date } =>
  row.receipt_number !== null && row.paid_at !== null;
