import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { TRANSACTION_MESSAGES } from '../../../../core/transactions/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { usePayoutPreview } from '../api/get-payout-preview.ts';
import { useRequestPayout } from '../api/request-payout.ts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? 'border-t border-slate-200 pt-3 text-base font-bold text-slate-900' : ''}`}>
      <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
      <dd className={strong ? 'text-brand-800' : 'font-medium text-slate-900'}>{value}</dd>
    </div>
  );
}

/**
 * Before asking for a payout the tutor sees what they will receive: the amount, the admin fee
 * (none for GOPAY and BCA accounts) and the net, to the account on their profile.
 */
export function PayoutDialog({ transactionId, open, onClose }: { transactionId: string; open: boolean; onClose: () => void }) {
  const preview = usePayoutPreview(transactionId, open);
  const payout = useRequestPayout({
    onSuccess: () => {
      onClose();
      toast.success('Berhasil', { description: 'Withdrawal request submitted successfully' });
    },
    onError: (error) => {
      onClose();
      toast.error('Failed to submit withdrawal request', { description: serverMessage(error) ?? undefined });
    },
  });
  const noAccount = preview.data !== undefined && !preview.data.bankAccount;

  return (
    <ConfirmDialog
      open={open}
      title="Minta Pencairan"
      confirmLabel="Ajukan Pencairan"
      busy={payout.isPending}
      blocked={!preview.data || noAccount}
      onClose={onClose}
      onConfirm={() => payout.mutate(transactionId)}
    >
      {preview.isPending ? (
        <div role="status" aria-label="Memuat rincian pencairan" className="flex justify-center py-6">
          <Spinner className="size-6" />
        </div>
      ) : preview.isError ? (
        <Alert tone="error" title="Rincian pencairan gagal dimuat">
          {serverMessage(preview.error) ?? 'Silakan coba lagi.'}
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <dl aria-label="Rincian pencairan" className="rounded-xl bg-slate-50 px-4 py-2 text-sm">
            <Row label="Jumlah" value={formatRupiah(preview.data.amount)} />
            <Row label="Biaya Admin" value={preview.data.adminFee === 0 ? 'Rp 0 (gratis)' : formatRupiah(preview.data.adminFee)} />
            <Row label="Diterima" value={formatRupiah(preview.data.net)} strong />
          </dl>
          {noAccount ? (
            <Alert tone="error" title={TRANSACTION_MESSAGES.bankAccountRequired}>
              Lengkapi nomor rekening di{' '}
              <Link to="/dashboard" className="font-semibold underline">
                Dashboard
              </Link>{' '}
              sebelum meminta pencairan.
            </Alert>
          ) : (
            <p>
              Dana dikirim ke rekening <span className="font-semibold text-slate-900">{preview.data.bankAccount}</span>. Pencairan ke GOPAY
              dan BCA tidak dikenai biaya admin.
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
