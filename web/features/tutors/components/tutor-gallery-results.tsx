import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTutorGallery } from '../api/get-tutor-gallery.ts';
import type { GalleryFilters } from '../gallery-filters.ts';
import { TutorCard, TutorCardSkeleton } from '../../../components/tutors/tutor-card.tsx';

/** The load-failure message (docs/product.md#tutor-gallery-list), as a destructive 'Error' toast. */
const GALLERY_ERROR = 'Failed to fetch tutors data. Please try again.';
const SKELETONS = 6;

const grid = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @4xl:grid-cols-3';

/**
 * The gallery's cards with their loading, empty and error states and the cursor's 'Lihat lebih
 * banyak'; `onPagesShown` hears how many pages are on screen, for the URL. A landing page has its
 * own `empty` state, and no filters to clear.
 */
type Props = {
  filters: GalleryFilters;
  hasFilters: boolean;
  onClear: () => void;
  onPagesShown: (pages: number) => void;
  toolbar: ReactNode;
  empty?: ReactNode;
};

function Toolbar({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-slate-600">
        {summary}
      </p>
      {children}
    </div>
  );
}

export function TutorGalleryResults({ filters, hasFilters, onClear, onPagesShown, toolbar, empty }: Props) {
  const gallery = useTutorGallery(filters);
  const { isError, errorUpdatedAt, isPlaceholderData } = gallery;
  const pages = gallery.data?.pages;
  const shown = pages?.length ?? 0;

  useEffect(() => {
    if (isError) toast.error('Error', { id: GALLERY_ERROR, description: GALLERY_ERROR });
  }, [isError, errorUpdatedAt]);

  useEffect(() => {
    if (shown > 0 && !isPlaceholderData) onPagesShown(shown);
  }, [shown, isPlaceholderData, onPagesShown]);

  if (gallery.isPending) {
    return (
      <>
        <Toolbar summary="Memuat tutor...">{toolbar}</Toolbar>
        <ul aria-busy="true" aria-label="Memuat tutor" className={grid}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index}>
              <TutorCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  if (gallery.isError && !gallery.data) {
    return (
      <>
        <Toolbar summary="">{toolbar}</Toolbar>
        <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">Gagal memuat data tutor.</p>
          <p className="max-w-sm text-sm text-slate-600">Periksa koneksi internet Anda, lalu coba lagi.</p>
          <Button onClick={() => void gallery.refetch()} disabled={gallery.isFetching}>
            {gallery.isFetching ? 'Memuat...' : 'Coba Lagi'}
          </Button>
        </div>
      </>
    );
  }

  const tutors = (pages ?? []).flatMap((page) => page.tutors);
  const total = pages?.[0]?.total ?? 0;

  return (
    <div aria-busy={gallery.isPlaceholderData}>
      <Toolbar
        summary={
          total > 0 ? (
            <>
              Menampilkan <span className="font-semibold text-slate-900">{tutors.length}</span> dari{' '}
              <span className="font-semibold text-slate-900">{total}</span> tutor
            </>
          ) : (
            'Tidak ada hasil'
          )
        }
      >
        {toolbar}
      </Toolbar>
      {tutors.length === 0 && empty ? (
        empty
      ) : tutors.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <svg
            viewBox="0 0 48 48"
            className="size-12 text-slate-300"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="21" cy="21" r="13" />
            <path d="m31 31 10 10M16 21h10" />
          </svg>
          <p className="font-semibold text-slate-800">Tidak ada tutor yang sesuai dengan filter Anda.</p>
          {hasFilters && (
            <Button variant="secondary" onClick={onClear}>
              Hapus Filter
            </Button>
          )}
        </div>
      ) : (
        <ul className={`${grid} transition-opacity ${gallery.isPlaceholderData ? 'opacity-60' : ''}`}>
          {tutors.map((tutor, index) => (
            <li key={tutor.id}>
              <TutorCard tutor={tutor} action={{ to: `/tutor-detail/${tutor.id}` }} eagerPhoto={index < SKELETONS} />
            </li>
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" size="lg" onClick={() => void gallery.fetchNextPage()} disabled={gallery.isFetchingNextPage}>
            {gallery.isFetchingNextPage && <Spinner className="size-4" />}
            {gallery.isFetchingNextPage ? 'Memuat...' : 'Lihat lebih banyak'}
          </Button>
        </div>
      )}
    </div>
  );
}
