import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { useTutor } from '../../../lib/api/get-tutor.ts';
import { BookTutorBar, BookTutorPanel } from '../components/book-tutor-panel.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { TutorProfileHeader } from '../../../components/tutors/tutor-profile-header.tsx';
import { TutorProfileSections } from '../../../components/tutors/tutor-profile-sections.tsx';
import { TutorReviews } from '../components/tutor-reviews.tsx';
import { TutorStatCards } from '../../../components/tutors/tutor-stat-cards.tsx';
import { tutorPageTitle } from '../tutor-page-head.ts';

/** The failure screen stays this long (its button leaves sooner) before the redirect to /tutors (docs/product.md#tutor-detail). */
const REDIRECT_DELAY_MS = 3_000;

const NOT_FOUND = { title: 'Tutor tidak ditemukan', toast: 'Tidak dapat menemukan tutor yang Anda cari.' };
const FETCH_FAILED = { title: 'Terjadi Kesalahan', toast: 'Terjadi kesalahan saat mengambil data tutor.' };

/**
 * /tutor-detail/{id} and /tutors/{id} (docs/product.md#tutor-detail): a tutor's public profile, open
 * to visitors and rendered on the server; a tutor nobody may see is its not-found screen, which the
 * server sends with a 404 (docs/decisions/031).
 */
export function TutorDetailPage() {
  const { tutorId = '' } = useParams();
  useLiveUpdates();
  const tutor = useTutor(tutorId);
  const navigate = useNavigate();
  const location = useLocation();
  const failure = tutor.data === null ? NOT_FOUND : tutor.isError && !tutor.data ? FETCH_FAILED : null;
  useDocumentTitle(tutor.data ? tutorPageTitle(tutor.data) : undefined);

  useEffect(() => {
    if (!failure) return;
    // One id per failure kind: StrictMode's second effect run updates the toast instead of adding one.
    toast.error('Error', { id: failure.toast, description: failure.toast });
    const timer = setTimeout(() => navigate('/tutors', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  // Back where the visitor came from inside the app; a link opened fresh has nowhere to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/tutors') : navigate(-1));
  const back = (
    <button
      type="button"
      onClick={goBack}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
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
        <path d="M12.5 15 7.5 10l5-5" />
      </svg>
      Kembali
    </button>
  );

  if (failure) {
    return (
      <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-3xl">
          🔍
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{failure.title}</h1>
        <p className="text-slate-600">{failure.toast} Anda akan diarahkan ke daftar tutor.</p>
        <ButtonLink to="/tutors" replace>
          Kembali ke Daftar Tutor
        </ButtonLink>
      </section>
    );
  }

  if (!tutor.data) {
    return (
      <div role="status" aria-label="Memuat profil tutor" className="mx-auto max-w-6xl animate-pulse px-4 py-8">
        <span className="block h-8 w-24 rounded-lg bg-slate-200" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="flex gap-5 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <span className="size-28 shrink-0 rounded-2xl bg-slate-200" />
            <span className="flex flex-1 flex-col gap-3 pt-2">
              <span className="h-5 w-20 rounded-full bg-slate-200" />
              <span className="h-7 w-2/3 rounded bg-slate-200" />
              <span className="h-4 w-1/2 rounded bg-slate-200" />
              <span className="h-4 w-1/3 rounded bg-slate-200" />
            </span>
          </div>
          <span className="h-56 rounded-2xl bg-slate-200" />
        </div>
        <span className="sr-only">Memuat...</span>
      </div>
    );
  }

  const data = tutor.data;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-32 md:pt-8 md:pb-16">
      <div className="mb-4 flex items-center justify-between gap-3">
        {back}
        <div className="md:hidden">
          <ShareButton tutorId={data.id} tutorName={data.name} />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
            <TutorProfileHeader tutor={data} linkSubjects />
          </div>
          <TutorStatCards tutor={data} />
          <TutorProfileSections tutor={data} />
          <TutorReviews tutorId={data.id} />
        </div>
        <aside aria-label="Pemesanan" className="hidden md:block lg:sticky lg:top-24">
          <BookTutorPanel tutor={data} />
        </aside>
      </div>
      <BookTutorBar tutor={data} />
    </div>
  );
}
