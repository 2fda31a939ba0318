import { formatRupiah } from '../../../../core/format/rupiah.ts';
import { formatRating } from '../../../../core/format/stars.ts';
import { shortenUniversity } from '../../../../core/format/university.ts';
import type { PublicTutorDetail } from '../../../../core/tutors/list-tutors.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { TutorAvatar } from '../../../components/tutors/tutor-avatar.tsx';
import { previewTotals } from '../booking-form.ts';

/** The tutor being booked and the live total of the current choices; above the form on phones. */
export function BookingSummary({ tutor, hours, students }: { tutor: PublicTutorDetail; hours: number; students: number }) {
  const { total } = previewTotals(tutor.pricePerHour, hours, students);
  return (
    <aside
      aria-label="Ringkasan pemesanan"
      className="order-first rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6 lg:sticky lg:top-24 lg:order-none lg:self-start"
    >
      <div className="flex items-center gap-4">
        <TutorAvatar name={tutor.name} imageUrl={tutor.imageUrl} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{tutor.name}</p>
          <p className="truncate text-sm text-slate-600">{shortenUniversity(tutor.university)}</p>
          <div className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <StarRating rating={tutor.rating} />
            <span>{formatRating(tutor.rating)}</span>
            <Badge tone={tutor.isAvailable ? 'success' : 'neutral'}>{tutor.isAvailable ? 'Tersedia' : 'Sibuk'}</Badge>
          </div>
        </div>
      </div>
      <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Tarif per jam</dt>
          <dd className="font-medium text-slate-900">{formatRupiah(tutor.pricePerHour)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Durasi</dt>
          <dd className="font-medium text-slate-900">{hours} jam</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Jumlah siswa</dt>
          <dd className="font-medium text-slate-900">{students} orang</dd>
        </div>
        <div className="flex items-end justify-between gap-4 border-t border-slate-100 pt-3">
          <dt className="font-semibold text-slate-900">Total Pembayaran</dt>
          <dd className="text-xl font-bold text-brand-800" aria-live="polite" data-testid="booking-total">
            {formatRupiah(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        Total dihitung dari tarif tutor saat pesanan dibuat. Nomor tutor diberikan setelah pembayaran terverifikasi.
      </p>
    </aside>
  );
}
