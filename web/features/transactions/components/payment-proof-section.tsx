import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { uploadAreaOf } from '../upload-area.ts';
import { PaymentDeadlineNote } from '../../../components/transactions/payment-deadline-note.tsx';
import { ProofPreview } from '../../../components/transactions/proof-preview.tsx';
import { ProofUploadForm } from '../../../components/transactions/proof-upload-form.tsx';

const CANCELLED_TEXT = {
  none: 'Transaksi ini telah dibatalkan. Bukti pembayaran tidak dapat diunggah.',
  requested: 'Pembayaran dibatalkan dan dana akan dikembalikan. Admin sedang memproses refund.',
  refunded: 'Pembayaran dibatalkan dan dana sudah dikembalikan.',
} as const;

/** The upload area (docs/product.md#payment-upload-area) in its four states (see uploadAreaOf). An admin reading along gets no form. */
export function PaymentProofSection({ transaction, readOnly = false }: { transaction: CustomerTransaction; readOnly?: boolean }) {
  const area = uploadAreaOf(transaction);
  return (
    <section aria-labelledby="proof-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id="proof-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Bukti Pembayaran
      </h2>
      {area.kind === 'cancelled' && (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">Transaksi Dibatalkan</p>
          <p className="mt-1">{CANCELLED_TEXT[area.refund ?? 'none']}</p>
        </div>
      )}
      {area.kind === 'expired' && (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">Transaksi Kedaluwarsa</p>
          <p className="mt-1">
            Transaksi ini tidak dibayar sebelum {formatTransactionDate(transaction.paymentDueAt)} WIB. Bukti pembayaran tidak dapat
            diunggah.
          </p>
        </div>
      )}
      {area.kind === 'paid' && (
        <Alert tone="success" title="Bukti pembayaranmu sudah dicek.">
          Pembayaran sudah terverifikasi. Nomor tutor kini dapat Anda lihat.
        </Alert>
      )}
      {area.kind === 'pending' && (
        <div className="flex flex-col gap-4">
          <Alert tone="info" title="Menunggu verifikasi">
            Bukti pembayaran Anda sudah kami terima dan akan diverifikasi dalam 3-4 jam.
          </Alert>
          {area.proof && (
            <div>
              <p className="mb-2 text-xs text-slate-500">Diunggah {formatTransactionDate(area.proof.uploadedAt)}</p>
              <ProofPreview url={area.proof.fileUrl} mime={area.proof.mime} />
            </div>
          )}
        </div>
      )}
      {area.kind === 'form' && (
        <div className="flex flex-col gap-4">
          {area.rejectionReason && (
            <Alert tone="error" title="Bukti pembayaran ditolak">
              Alasan: {area.rejectionReason}. Silakan unggah bukti pembayaran yang baru.
            </Alert>
          )}
          <PaymentDeadlineNote dueAt={transaction.paymentDueAt} />
          {readOnly ? (
            <p className="text-sm text-slate-600">Siswa belum mengunggah bukti pembayaran.</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                Transfer sesuai total pembayaran lewat salah satu{' '}
                <a href="#metode-pembayaran" className="font-medium text-brand-700 underline">
                  metode pembayaran
                </a>
                , lalu unggah buktinya di sini. Verifikasi dilakukan dalam 3-4 jam.
              </p>
              <ProofUploadForm transactionId={transaction.id} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
