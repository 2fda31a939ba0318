import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useLiveUpdates } from '../../../hooks/use-live-updates.ts';
import { ChevronIcon } from '../../../components/ui/chevron-icon.tsx';
import { GalleryFiltersPanel } from '../components/gallery-filters-panel.tsx';
import { GallerySortSelect } from '../components/gallery-sort-select.tsx';
import { LandingPageLink, SubjectLandingLinks } from '../components/landing-links.tsx';
import { TutorGalleryResults } from '../components/tutor-gallery-results.tsx';
import { activeFilterCount, type GalleryFilters } from '../gallery-filters.ts';
import { useGalleryFilters } from '../hooks/use-gallery-filters.ts';

/**
 * /tutors (docs/product.md#tutor-gallery-list): open to visitors and search engines, rendered on the
 * server with its filters and pages (docs/decisions/031); a tutor goes to their dashboard, an admin
 * to the console once the browser knows who they are.
 */
export function TutorGalleryPage() {
  return (
    <>
      <SendOtherRolesOn />
      <Gallery />
    </>
  );
}

/** Apart from the gallery, so that the session's arrival re-renders this alone, not twelve cards (a long task on a phone). */
function SendOtherRolesOn() {
  const { user } = useAuth();
  if (user?.role === 'tutor') return <Navigate to="/dashboard" replace />;
  if (user?.role === 'admin') return <Navigate to="/admin" replace />;
  return null;
}

function Gallery() {
  useLiveUpdates();
  const { filters, setPages, update, clear } = useGalleryFilters();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <header className="mb-6 md:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Cari Tutor</h1>
        <p className="mt-2 text-slate-600">Temukan tutor mahasiswa yang cocok dengan materi, jadwal dan budget Anda.</p>
        <LandingPageLink filters={filters} />
      </header>
      <FiltersAndResults filters={filters} onPagesShown={setPages} update={update} clear={clear} />
      <SubjectLandingLinks />
    </div>
  );
}

type Props = {
  filters: GalleryFilters;
  onPagesShown: (pages: number) => void;
  update: (patch: Partial<GalleryFilters>) => void;
  clear: () => void;
};

function FiltersAndResults({ filters, onPagesShown, update, clear }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);

  return (
    <div className="grid items-start gap-6 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr] lg:gap-8">
      <aside aria-label="Filter tutor" className="md:sticky md:top-24">
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-xl bg-white px-4 py-3 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
        >
          <span className="flex items-center gap-2">
            <svg
              viewBox="0 0 20 20"
              className="size-5 text-slate-500"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M3 5h14M6 10h8M8.5 15h3" />
            </svg>
            Filter
            {active > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{active}</span>}
          </span>
          <ChevronIcon className={filtersOpen ? 'rotate-180' : ''} />
        </button>
        <div id={panelId} className={`${filtersOpen ? 'mt-3 block' : 'hidden'} md:mt-0 md:block`}>
          <GalleryFiltersPanel filters={filters} onChange={update} onClear={clear} />
        </div>
      </aside>
      <section aria-label="Daftar tutor" className="@container min-w-0">
        <TutorGalleryResults
          filters={filters}
          onPagesShown={onPagesShown}
          hasFilters={active > 0}
          onClear={clear}
          toolbar={<GallerySortSelect value={filters.sort} onChange={(sort) => update({ sort })} />}
        />
      </section>
    </div>
  );
}
