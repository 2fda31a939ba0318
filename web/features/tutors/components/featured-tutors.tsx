import { Link } from 'react-router-dom';
import { formatThousands } from '../../../../core/format/number-input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTutors } from '../api/get-tutors.ts';
import { TutorAvatar } from './tutor-avatar.tsx';

const FEATURED_COUNT = 3;

/** Landing's first three tutors. Spec §2: a card opens the tutor when signed in, else /auth. */
export function FeaturedTutors({ signedIn }: { signedIn: boolean }) {
  const tutors = useTutors({ limit: FEATURED_COUNT });

  if (tutors.isPending) {
    return (
      <ul aria-busy="true" aria-label="Memuat tutor" className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <li key={index} className="flex animate-pulse items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <span className="size-14 shrink-0 rounded-full bg-slate-200" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-4 w-3/4 rounded bg-slate-200" />
              <span className="h-3 w-1/2 rounded bg-slate-200" />
              <span className="h-3 w-1/3 rounded bg-slate-200" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (tutors.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
        <p className="text-slate-700">Gagal memuat data tutor. Silakan coba lagi.</p>
        <Button variant="secondary" onClick={() => void tutors.refetch()} disabled={tutors.isFetching}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  if (tutors.data.length === 0) {
    return <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">Belum ada tutor yang tersedia.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {tutors.data.slice(0, FEATURED_COUNT).map((tutor) => (
        <li key={tutor.id}>
          <Link
            to={signedIn ? `/tutor-detail/${tutor.id}` : '/auth'}
            className="flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200"
          >
            <TutorAvatar name={tutor.name} imageUrl={tutor.imageUrl} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{tutor.name}</p>
              <p className="truncate text-sm text-slate-600">{tutor.university}</p>
              <p className="mt-1 text-sm font-semibold text-brand-700">
                Rp {formatThousands(tutor.pricePerHour)} <span className="font-normal text-slate-500">per jam</span>
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
