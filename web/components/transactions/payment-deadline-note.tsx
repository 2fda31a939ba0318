import { formatTransactionDate } from '../../../core/format/transaction-date.ts';

/** The payment deadline in Jakarta time, on both payment pages (docs/product.md#payment-deadline). */
export function PaymentDeadlineNote({ dueAt }: { dueAt: string }) {
  return (
    <p role="note" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
      Batas waktu pembayaran: <strong>{formatTransactionDate(dueAt)} WIB</strong>. Transaksi yang belum dibayar hingga saat itu menjadi
      Kedaluwarsa.
    </p>
  );
}
