import { formatRupiah } from '../../../../core/format/rupiah.ts';
import type { PublicTutor } from '../../../../core/tutors/list-tutors.schema.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ShareButton } from './share-button.tsx';

const BOOK = 'Pesan Tutor Sekarang';
const BUSY = 'Tutor sedang tidak tersedia';

/** The rate and the booking button beside the profile (docs/product.md#tutor-detail): disabled while the tutor is busy. */
export function BookTutorPanel({ tutor }: { tutor: PublicTutor }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-500">Tarif per jam</p>
      <p className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">{formatRupiah(tutor.pricePerHour)}</p>
      <div className="mt-5 flex flex-col gap-3">
        {tutor.isAvailable ? (
          <ButtonLink to={`/book/${tutor.id}`} size="lg">
            {BOOK}
          </ButtonLink>
        ) : (
          <>
            <Button size="lg" disabled aria-describedby="tutor-busy-note">
              {BOOK}
            </Button>
            <p id="tutor-busy-note" className="text-center text-sm font-medium text-amber-700">
              {BUSY}
            </p>
          </>
        )}
        <ShareButton tutorId={tutor.id} tutorName={tutor.name} />
      </div>
      <ul className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-5 text-sm text-slate-600">
        <li>✓ Les privat sendiri atau bersama teman</li>
        <li>✓ Jadwal dan materi Anda yang tentukan</li>
        <li>✓ Refund penuh jika batal 24 jam sebelum sesi</li>
      </ul>
    </div>
  );
}

/** Under 768 px the booking button stays in reach at the bottom of the screen. */
export function BookTutorBar({ tutor }: { tutor: PublicTutor }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur md:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block text-xs text-slate-500">Tarif per jam</span>
          <span className="text-lg font-bold text-slate-900">{formatRupiah(tutor.pricePerHour)}</span>
        </p>
        {tutor.isAvailable ? (
          <ButtonLink to={`/book/${tutor.id}`}>{BOOK}</ButtonLink>
        ) : (
          <Button disabled className="flex-col gap-0 leading-tight">
            <span>{BOOK}</span>
            <span className="text-xs font-medium">(Tidak Tersedia)</span>
          </Button>
        )}
      </div>
    </div>
  );
}
