import { formatRupiah } from '../../../../core/format/rupiah.ts';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { InfoTable } from '../../../components/ui/info-table.tsx';
import { classStatusLabel } from '../request-payment.ts';
import { SectionCard } from './section-card.tsx';

/** 'Ringkasan' and 'Rincian Pembayaran' of 'Konfirmasi Pembayaran' (docs/product.md#request-choose), all from the server's transaction. */
export function PaymentSummary({ transaction: t }: { transaction: CustomerTransaction }) {
  return (
    <>
      <SectionCard title="Ringkasan">
        <InfoTable
          label="Ringkasan permintaan belajar"
          rows={[
            { label: 'Mata Pelajaran', value: t.subjects.join(', ') },
            { label: 'Tutor', value: t.tutorName },
            { label: 'Durasi', value: `${t.durationHours} jam` },
            { label: 'Jumlah Siswa', value: `${t.studentCount} orang` },
            { label: 'Status Kelas', value: classStatusLabel(t) },
            {
              label: 'Kontak Tutor',
              value: t.tutorPhone ? (
                <span className="font-mono" data-testid="tutor-phone">
                  {t.tutorPhone}
                </span>
              ) : (
                <span className="text-slate-500 italic">Belum diisi</span>
              ),
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Rincian Pembayaran">
        <InfoTable
          label="Rincian pembayaran"
          rows={[
            { label: 'Biaya per Jam', value: formatRupiah(t.pricePerHour) },
            { label: 'Durasi', value: `${t.durationHours} jam` },
            { label: 'Jumlah Siswa', value: `${t.studentCount} orang` },
            {
              label: 'Total',
              value: (
                <span className="text-base font-bold" data-testid="payment-total">
                  {formatRupiah(t.totalPrice)}
                </span>
              ),
            },
          ]}
        />
      </SectionCard>
    </>
  );
}
