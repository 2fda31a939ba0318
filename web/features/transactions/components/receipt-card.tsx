import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { downloadReceipt } from '../api/download-receipt.ts';

/** docs/product.md#receipt: once the payment is verified, the customer saves the kwitansi as a PDF. */
export function ReceiptCard({ transactionId, receiptNumber }: { transactionId: string; receiptNumber: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(transactionId, receiptNumber);
    } catch {
      toast.error('Kwitansi gagal diunduh. Silakan coba lagi.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label="Kwitansi" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Kwitansi</h2>
      <p className="mt-3 text-sm text-slate-500">Nomor kwitansi</p>
      <p className="font-mono font-medium text-slate-900" data-testid="receipt-number">
        {receiptNumber}
      </p>
      <Button className="mt-4" onClick={() => void download()} disabled={busy}>
        {busy ? 'Mengunduh...' : 'Unduh Kwitansi (PDF)'}
      </Button>
    </section>
  );
}
