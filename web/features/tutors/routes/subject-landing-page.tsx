import { Link, useParams } from 'react-router-dom';
import { subjectPhrase } from '../../../../core/catalog/subject-phrase.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StatusScreen } from '../../../components/ui/status-screen.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { subjectLandingPath } from '../../../lib/landing-paths.ts';
import { pageTitle } from '../../../lib/page-head.ts';
import { TutorGalleryResults } from '../components/tutor-gallery-results.tsx';
import { gallerySearchParams } from '../gallery-filters.ts';
import { landingFilters, landingHeading, readLandingPlace, type LandingPlace } from '../subject-landing.ts';

// The landing page shows its first pages as they come; it keeps no page count in its address.
const ignore = () => {};

/**
 * /les-privat/{subject} and /les-privat/{subject}/{city} (docs/product.md#subject-landing-pages):
 * the tutors of a subject (in a city), rendered on the server for search engines; an unknown subject
 * or city is its not-found screen, which the server sends with a 404.
 */
export function SubjectLandingPage() {
  const place = readLandingPlace(useParams());
  useLiveUpdates();
  useDocumentTitle(place ? pageTitle(landingHeading(place)) : undefined);
  if (!place) {
    return (
      <StatusScreen title="Halaman tidak ditemukan" action={<ButtonLink to="/tutors">Lihat Semua Tutor</ButtonLink>}>
        Mata pelajaran atau kota pada alamat ini tidak kami kenal.
      </StatusScreen>
    );
  }
  return <Landing place={place} />;
}

function Landing({ place }: { place: LandingPlace }) {
  const filters = landingFilters(place);
  const where = place.city ? ` di ${place.city.name}` : '';
  const lessons = `les privat ${subjectPhrase(place.subject)}${where}`;
  const gallery = `/tutors?${gallerySearchParams(filters).toString()}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <header className="mb-6 md:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{landingHeading(place)}</h1>
        <p className="mt-2 text-slate-600">
          Tutor mahasiswa dari kampus terbaik Indonesia untuk {lessons}. Bandingkan harga per jam, rating dan ulasan, lalu pesan tutor
          pilihan Anda.
        </p>
        {place.city && (
          <p className="mt-2 text-sm">
            <Link to={subjectLandingPath(place.subject)} className="font-semibold text-brand-700 hover:underline">
              {`Les privat ${subjectPhrase(place.subject)} di semua kota`}
            </Link>
          </p>
        )}
      </header>
      <section aria-label="Daftar tutor" className="@container min-w-0">
        <TutorGalleryResults
          filters={filters}
          hasFilters={false}
          onClear={ignore}
          onPagesShown={ignore}
          toolbar={
            <Link to={gallery} className="text-sm font-semibold text-brand-700 hover:underline">
              Saring lebih lanjut di Cari Tutor
            </Link>
          }
          empty={
            <EmptyState
              title={`Belum ada tutor untuk ${lessons}.`}
              action={
                <div className="flex flex-wrap justify-center gap-3">
                  <ButtonLink to="/tutors" variant="secondary">
                    Lihat Semua Tutor
                  </ButtonLink>
                  <ButtonLink to="/create-bidding">Buat Permintaan Belajar</ButtonLink>
                </div>
              }
            >
              Lihat tutor lain, atau buat permintaan belajar: tutor yang cocok akan mengajukan diri.
            </EmptyState>
          }
        />
      </section>
    </div>
  );
}
