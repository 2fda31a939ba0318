import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useFeaturedTutors } from '../api/get-featured-tutors.ts';
import { TutorCard, TutorCardSkeleton } from '../../../components/tutors/tutor-card.tsx';

/** The first 3 of the fetched tutors (docs/product.md#landing-featured). */
const FEATURED_COUNT = 3;

function FeaturedList({ signedIn }: { signedIn: boolean }) {
  const tutors = useFeaturedTutors();
  if (tutors.isPending) {
    return (
      <ul aria-busy="true" aria-label="Memuat tutor" className="grid grid-cols-1 gap-5 md:grid-cols-3">
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <li key={index}>
            <TutorCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (tutors.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <p className="text-slate-700">Gagal memuat data tutor. Silakan coba lagi.</p>
        <Button variant="secondary" onClick={() => void tutors.refetch()} disabled={tutors.isFetching}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  if (tutors.data.length === 0) {
    return <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">Belum ada tutor yang tersedia.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
      {tutors.data.slice(0, FEATURED_COUNT).map((tutor) => (
        <li key={tutor.id}>
          {/* A visitor is asked to sign in first (docs/product.md#landing-buttons). */}
          <TutorCard tutor={tutor} action={{ to: signedIn ? `/tutor-detail/${tutor.id}` : '/auth' }} />
        </li>
      ))}
    </ul>
  );
}

/** The featured tutors and 'Lihat Semua Tutor' (docs/product.md#landing-buttons: /tutors when signed in, else /auth). */
export function FeaturedTutors() {
  const signedIn = useAuth().status === 'authenticated';
  return (
    <div className="bg-slate-50 py-16 md:py-20">
      <section aria-labelledby="featured-tutors" className="mx-auto max-w-6xl px-4">
        <h2 id="featured-tutors" className="text-center text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          Tutor Pilihan
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">Kenalan dengan tutor yang paling banyak mengajar di Ajarin.</p>
        <div className="mt-10">
          <FeaturedList signedIn={signedIn} />
        </div>
      </section>
      <div className="mt-10 flex justify-center px-4">
        <ButtonLink to={signedIn ? '/tutors' : '/auth'} variant="secondary" size="lg">
          Lihat Semua Tutor
          <svg
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 10h12M11 5l5 5-5 5" />
          </svg>
        </ButtonLink>
      </div>
    </div>
  );
}
