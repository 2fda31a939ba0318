import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatTransactionDate } from '../../../../core/format/transaction-date.ts';
import { SOURCE_LABELS } from '../../../../core/transactions/labels.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { InfoTable } from '../../../components/ui/info-table.tsx';
import { ClassBadge, PaymentBadge } from '../../../components/transactions/status-badges.tsx';

/** The 'Detail Transaksi' info table (docs/product.md#transaction-customer-detail). */
export function TransactionInfo({ transaction: t }: { transaction: CustomerTransaction }) {
  return (
    <section aria-labelledby="info-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id="info-heading" className="text-lg font-semibold text-slate-900">
        Informasi Transaksi
      </h2>
      <InfoTable
        label="Informasi transaksi"
        rows={[
          { label: 'ID Transaksi', value: <span className="font-mono text-xs">{t.id}</span> },
          { label: 'Tanggal Pemesanan', value: formatTransactionDate(t.createdAt) },
          { label: 'Sumber', value: SOURCE_LABELS[t.source] },
          { label: 'Tutor', value: `${t.tutorName}${t.tutorUniversity ? ` · ${t.tutorUniversity}` : ''}` },
          { label: 'Nama Siswa', value: t.customerName },
          { label: 'Mata Pelajaran', value: t.subjects.join(', ') },
          { label: 'Durasi', value: `${t.durationHours} jam` },
          { label: 'Jumlah Siswa', value: `${t.studentCount} orang` },
          { label: 'Tarif per Jam', value: formatRupiah(t.pricePerHour) },
          {
            label: 'Total Pembayaran',
            value: (
              <span>
                <span className="text-base font-bold">{formatRupiah(t.totalPrice)}</span>
                <span className="block text-xs font-normal text-slate-500">
                  {formatRupiah(t.pricePerHour)} × {t.durationHours} jam × {t.studentCount} orang
                </span>
              </span>
            ),
          },
          // The kode unik is its own line (docs/product.md#unique-code); rows older than it have none.
          ...(t.uniqueCode === null
            ? []
            : [
                { label: 'Kode Unik', value: formatRupiah(t.uniqueCode) },
                { label: 'Jumlah Transfer', value: <span className="font-bold">{formatRupiah(t.amountDue)}</span> },
              ]),
          { label: 'Catatan', value: t.notes || '-' },
          { label: 'Status Pembayaran', value: <PaymentBadge status={t.paymentStatus} /> },
          { label: 'Status Kelas', value: <ClassBadge status={t.classStatus} /> },
          ...(t.paidAt ? [{ label: 'Dibayar', value: formatTransactionDate(t.paidAt) }] : []),
          ...(t.classDoneAt ? [{ label: 'Kelas Selesai', value: formatTransactionDate(t.classDoneAt) }] : []),
        ]}
      />
    </section>
  );
}
