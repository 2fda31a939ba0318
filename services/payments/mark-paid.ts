import type { Trx } from '../../infra/db.ts';

/**
 * The one write that makes a transaction PAID, for every path that does it (a proof approval, a
 * matched bank statement line): the payment time and the receipt number are set here together.
 * The number is `AJR/<year>/<month of payment, WIB>/<6 digits of receipt_number_seq>`, given once
 * (docs/decisions/050-receipts.md). The caller holds the row lock and has checked the transition.
 */
export async function markPaid(trx: Trx, transactionId: string): Promise<{ receiptNumber: string }> {
  const [row] = await trx('transactions')
    .where({ id: transactionId })
    .update({
      payment_status: 'PAID',
      paid_at: trx.fn.now(),
      payment_rejection_reason: null,
      receipt_number: trx.raw(
        `coalesce(receipt_number, 'AJR/' || to_char(now() at time zone 'Asia/Jakarta', 'YYYY/MM') || '/' || lpad(nextval('receipt_number_seq')::text, 6, '0'))`,
      ),
    })
    .returning<{ receipt_number: string }[]>('receipt_number');
  if (!row) throw new Error(`transaction ${transactionId} vanished under its lock`);
  return { receiptNumber: row.receipt_number };
}
