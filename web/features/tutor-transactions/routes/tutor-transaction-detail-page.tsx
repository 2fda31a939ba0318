import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { PLATFORM_FEE_PERCENT, TUTOR_SHARE_PERCENT } from '../../../../core/transactions/money.ts';
import { AMOUNT_BASIS_LABELS, SOURCE_LABELS } from '../../../../core/transactions/labels.ts';
import type { PayoutView, TutorTransaction } from '../../../../core/transactions/views.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InfoTable } from '../../../components/ui/info-table.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { ContactCard } from '../../../components/transactions/contact-card.tsx';
import { ClassBadge, PaymentBadge, PayoutBadge } from '../../../components/transactions/status-badges.tsx';
import { useTutorTransaction } from '../api/get-tutor-transaction.ts';
import { PayoutDialog } from '../components/payout-dialog.tsx';
import { tutorTransactionKeys } from '../api/tutor-transaction-keys.ts';
import { TransactionSessions } from '../../../components/lessons/transaction-sessions.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function PayoutInfo({ payout }: { payout: PayoutView }) {
  return (
    <InfoTable
      label="Pencairan"
      rows={[
        { label: 'Status', value: <PayoutBadge status={payout.status} /> },
        { label: 'Diajukan', value: formatTransactionDate(payout.createdAt) },
        { label: 'Jumlah', value: formatRupiah(payout.amount) },
        { label: 'Biaya Admin', value: formatRupiah(payout.adminFee) },
        { label: 'Diterima', value: formatRupiah(payout.net) },
        { label: 'Rekening Tujuan', value: payout.bankAccount },
        ...(payout.reason ? [{ label: 'Alasan Penolakan', value: payout.reason }] : []),
        ...(payout.paidAt ? [{ label: 'Dicairkan', value: formatTransactionDate(payout.paidAt) }] : []),
      ]}
    />
  );
}

function Detail({ transaction: t }: { transaction: TutorTransaction }) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card title="Status">
          <InfoTable
            label="Status transaksi"
            rows={[
              { label: 'Status Pembayaran', value: <PaymentBadge status={t.paymentStatus} /> },
              { label: 'Status Kelas', value: <ClassBadge status={t.classStatus} /> },
              { label: 'Status Pencairan', value: t.payoutStatus ? <PayoutBadge status={t.payoutStatus} /> : 'Belum diajukan' },
            ]}
          />
        </Card>
        <Card title="Detail Layanan">
          <InfoTable
            label="Detail layanan"
            rows={[
              { label: 'Tanggal Pemesanan', value: formatTransactionDate(t.createdAt) },
              { label: 'Sumber', value: SOURCE_LABELS[t.source] },
              { label: 'Mata Pelajaran', value: t.subjects.join(', ') },
              { label: 'Durasi', value: `${t.durationHours} jam` },
              { label: 'Jumlah Siswa', value: `${t.studentCount} orang` },
              { label: 'Tarif per Jam', value: formatRupiah(t.pricePerHour) },
              { label: 'Catatan', value: t.notes || '-' },
              ...(t.classDoneAt ? [{ label: 'Kelas Selesai', value: formatTransactionDate(t.classDoneAt) }] : []),
            ]}
          />
        </Card>
        <TransactionSessions transaction={t} side="tutor" queryKey={tutorTransactionKeys.detail(t.id)} />
        {t.payout && (
          <Card title="Pencairan">
            <PayoutInfo payout={t.payout} />
          </Card>
        )}
      </div>
      <aside className="flex flex-col gap-6">
        <ContactCard
          title="Kontak Siswa"
          name={t.customerName}
          phone={t.customerPhone}
          hiddenHint="Nomor siswa ditampilkan setelah pembayaran terverifikasi."
        />
        <Card title="Rincian Keuangan">
          <dl aria-label="Rincian keuangan" className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Total Pembayaran</dt>
              <dd className="font-medium text-slate-900">{formatRupiah(t.totalPrice)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Biaya Platform ({PLATFORM_FEE_PERCENT}%)</dt>
              <dd className="font-medium text-slate-900">−{formatRupiah(t.platformFee)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-100 pt-3 text-base font-bold">
              <dt className="text-slate-900">Pembayaran Tutor ({TUTOR_SHARE_PERCENT}%)</dt>
              <dd className="text-emerald-700">{formatRupiah(t.tutorPayment)}</dd>
            </div>
          </dl>
          <p className="mt-1 text-right text-xs text-slate-500">{AMOUNT_BASIS_LABELS.gross}</p>
          {t.canRequestPayout && (
            <Button size="lg" className="mt-5 w-full" onClick={() => setAsking(true)}>
              Ajukan Pencairan
            </Button>
          )}
        </Card>
      </aside>
      {asking && <PayoutDialog transactionId={t.id} open onClose={() => setAsking(false)} />}
    </div>
  );
}

/** Leaves for the list with a toast (missing id, load failure; docs/product.md#transaction-tutor-detail). */
function BackToList({ id, message }: { id: string; message: string }) {
  useEffect(() => {
    toast.error('Error', { id, description: message });
  }, [id, message]);
  return <Navigate to="/tutor-transactions" replace />;
}

/** /tutor-transactions/:transactionId — the tutor's view of one transaction. */
export function TutorTransactionDetailPage() {
  const { transactionId = '' } = useParams();
  useLiveUpdates();
  const query = useTutorTransaction(transactionId);

  if (!transactionId) return <BackToList id="tutor-transaction-id" message="Transaction ID is missing" />;
  if (query.isPending) return <LoadingBlock label="Memuat detail transaksi..." />;
  if (query.isError)
    return <BackToList id="tutor-transaction-load" message={`Failed to load transaction details: ${query.error.message}`} />;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <BackLink to="/tutor-transactions" label="Kembali ke Transaksi Tutor" />
      <PageHeader title="Detail Transaksi Tutor">Transaksi dengan {query.data.customerName}.</PageHeader>
      <Detail transaction={query.data} />
    </section>
  );
}
