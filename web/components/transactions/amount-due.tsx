import { toast } from 'sonner';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import type { CustomerTransactionItem } from '../../../core/transactions/views.ts';
import { Button } from '../ui/button.tsx';

export type AmountToPay = Pick<CustomerTransactionItem, 'totalPrice' | 'uniqueCode' | 'amountDue'>;

/** The digits alone: what a banking app's amount field takes. */
async function copyAmount(amount: number) {
  try {
    await navigator.clipboard.writeText(String(amount));
    toast.success('Jumlah transfer berhasil disalin');
  } catch {
    toast.error('Gagal menyalin jumlah');
  }
}

/**
 * The amount to transfer, large and copyable, with the kode unik on its own line
 * (docs/product.md#unique-code): the last digits are how the payment is recognised.
 */
export function AmountDue({ payment }: { payment: AmountToPay }) {
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="text-sm text-slate-600">Jumlah yang harus dibayar</p>
      <div className="mt-1 flex items-center justify-between gap-3">
        <p className="font-mono text-3xl font-bold tracking-wide text-slate-900" aria-label="Jumlah yang harus dibayar">
          {formatRupiah(payment.amountDue)}
        </p>
        <Button variant="secondary" onClick={() => void copyAmount(payment.amountDue)} aria-label="Salin jumlah transfer">
          Salin
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Total pesanan</dt>
        <dd className="text-right text-slate-900">{formatRupiah(payment.totalPrice)}</dd>
        <dt className="text-slate-600">Kode unik</dt>
        <dd className="text-right font-semibold text-slate-900">{formatRupiah(payment.uniqueCode ?? 0)}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">Transfer tepat sampai tiga angka terakhir agar pembayaran Anda dikenali.</p>
    </div>
  );
}
