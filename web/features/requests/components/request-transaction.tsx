import { useState } from 'react';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { HIDDEN_PHONE_LABEL } from '../../../../core/transactions/labels.ts';
import { TUTOR_SHARE_PERCENT } from '../../../../core/transactions/money.ts';
import type { CustomerTransaction, ProofView } from '../../../../core/transactions/views.ts';
import { ProofPreview } from '../../../components/transactions/proof-preview.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { InfoTable } from '../../../components/ui/info-table.tsx';
import { whatsappUrl } from '../../../lib/whatsapp.ts';
import { proofButtonOf } from '../request-payment.ts';
import { SectionCard } from './section-card.tsx';

/** The tutor's number: only in the view once the payment is verified (the server sends null before). */
function TutorContact({ phone }: { phone: string | null }) {
  if (!phone) {
    return (
      <span>
        <span className="text-slate-500 italic">{HIDDEN_PHONE_LABEL}</span>
        <span className="block text-xs font-normal text-slate-500">Kamu akan menerima nomor tutor setelah membayar.</span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span className="font-mono" data-testid="tutor-phone">
        {phone}
      </span>
      <a
        href={whatsappUrl(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-semibold text-emerald-700 underline hover:text-emerald-800"
      >
        Chat WhatsApp
      </a>
    </span>
  );
}

function ProofDialogButton({ proof }: { proof: ProofView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        Lihat Bukti Pembayaran
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Bukti Pembayaran">
        <div className="flex flex-col gap-4">
          <Alert tone="info" title="Menunggu verifikasi">
            Bukti pembayaran Anda sudah kami terima dan akan diverifikasi dalam 3-4 jam.
          </Alert>
          <p className="text-xs text-slate-500">Diunggah {formatTransactionDate(proof.uploadedAt)}</p>
          <ProofPreview url={proof.fileUrl} mime={proof.mime} />
        </div>
      </Dialog>
    </>
  );
}

/** 'Pembayaran Selesai' (disabled), 'Lihat Bukti Pembayaran' or 'Unggah Bukti Pembayaran' (see proofButtonOf). */
function ProofButton({ requestId, transaction }: { requestId: string; transaction: CustomerTransaction }) {
  const button = proofButtonOf(transaction);
  if (!button) return null;
  if (button.kind === 'paid') {
    return (
      <Button size="lg" className="w-full" disabled>
        Pembayaran Selesai
      </Button>
    );
  }
  if (button.kind === 'view-proof') return <ProofDialogButton proof={button.proof} />;
  return (
    <ButtonLink to={`/bidding-payment/${requestId}`} size="lg" className="w-full">
      Unggah Bukti Pembayaran
    </ButtonLink>
  );
}

/**
 * 'Detail Transaksi' for the owner once a tutor is chosen (docs/product.md#request-choose). Every
 * figure is the server's: the total and the tutor's 85 % were fixed when the tutor was chosen.
 */
export function RequestTransaction({ requestId, transaction: t }: { requestId: string; transaction: CustomerTransaction }) {
  return (
    <SectionCard title="Detail Transaksi">
      <InfoTable
        label="Detail transaksi permintaan belajar"
        rows={[
          { label: 'Nama Siswa', value: t.customerName || 'Tidak tersedia' },
          { label: 'Tutor', value: t.tutorName },
          { label: 'Mata Pelajaran', value: t.subjects.join(', ') },
          { label: 'Jumlah Peserta', value: `${t.studentCount} orang` },
          { label: 'Durasi', value: `${t.durationHours} jam` },
          { label: 'Tarif per Jam', value: formatRupiah(t.pricePerHour) },
          { label: 'Catatan', value: t.notes || '-' },
          { label: 'Kontak Tutor', value: <TutorContact phone={t.tutorPhone} /> },
          {
            label: 'Total Pembayaran',
            value: (
              <span>
                <span className="text-base font-bold" data-testid="request-total">
                  {formatRupiah(t.totalPrice)}
                </span>
                <span className="block text-xs font-normal text-slate-500">
                  {formatRupiah(t.pricePerHour)} × {t.durationHours} jam × {t.studentCount} orang
                </span>
              </span>
            ),
          },
          {
            label: 'Pembayaran Tutor',
            value: (
              <span>
                {formatRupiah(t.tutorPayment)}
                <span className="block text-xs font-normal text-slate-500">{TUTOR_SHARE_PERCENT}% dari total pembayaran</span>
              </span>
            ),
          },
        ]}
      />
      <div className="mt-4">
        <ProofButton requestId={requestId} transaction={t} />
      </div>
    </SectionCard>
  );
}
