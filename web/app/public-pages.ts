import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { PublicReads } from '../../core/pages/server-render.ts';
import { getFeaturedTutorsQueryOptions } from '../features/landing/api/get-featured-tutors.ts';
import { getPriceRangeQueryOptions } from '../features/tutors/api/get-price-range.ts';
import { getTutorGalleryQueryOptions } from '../features/tutors/api/get-tutor-gallery.ts';
import { getTutorReviewsQueryOptions } from '../features/tutors/api/get-tutor-reviews.ts';
import { galleryQueryParams, gallerySearchParams, readGalleryFilters, readGalleryPages } from '../features/tutors/gallery-filters.ts';
import { tutorPageHead } from '../features/tutors/tutor-page-head.ts';
import { getTutorQueryOptions } from '../lib/api/get-tutor.ts';
import { pageTitle, type PageHead } from '../lib/page-head.ts';
import { getPublicConfigQueryOptions } from '../lib/public-config.ts';
import { routeTable } from './route-table.ts';

/** The description of every page that has none of its own. */
export const SITE_DESCRIPTION =
  'Ajarin menghubungkan siswa dengan tutor mahasiswa dari kampus terbaik Indonesia. Les privat sendiri atau bersama teman, jadwal dan materi Anda yang tentukan.';

/** The page's head, and 404 when the page is its own not-found screen (a tutor nobody may see). */
export type LoadedPage = { status: 200 | 404; head: PageHead };

type Load = (
  client: QueryClient,
  reads: PublicReads,
  at: { params: Record<string, string | undefined>; search: URLSearchParams; origin: string },
) => Promise<LoadedPage>;

/** A page the server renders with its data, for link previews and search engines (docs/decisions/031). */
type PublicPage = {
  path: string;
  /** Puts in the query cache what the page shows first, read as the api would answer it. */
  load: Load;
};

const titleOf = (path: string) => pageTitle(routeTable.find((route) => route.path === path)?.title ?? '');

const found = (head: PageHead): LoadedPage => ({ status: 200, head });

const staticPage = (path: string, description: string): PublicPage => ({
  path,
  load: async () => found({ title: titleOf(path), description, canonicalPath: path }),
});

const tutorProfile: Load = async (client, reads, { params, origin }) => {
  const id = params.tutorId ?? '';
  const tutor = await client.fetchQuery({ ...getTutorQueryOptions(id), queryFn: () => reads.tutor(id) });
  if (!tutor) return { status: 404, head: { title: pageTitle('Tutor tidak ditemukan'), description: SITE_DESCRIPTION, noindex: true } };
  await client.fetchQuery({ ...getTutorReviewsQueryOptions(id), queryFn: () => reads.tutorReviews(id) });
  return found(tutorPageHead(tutor, origin));
};

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    load: async (client, reads) => {
      const featured = getFeaturedTutorsQueryOptions();
      await client.fetchQuery({ ...featured, queryFn: () => reads.tutorGallery({ limit: String(featured.queryKey[2].limit) }) });
      return found({ title: titleOf('/'), description: SITE_DESCRIPTION, canonicalPath: '/' });
    },
  },
  {
    // The filters, the sort and the pages shown come from the address; anything in it that is not
    // one of them, or not a valid value, is left out (the defaults), never an error.
    path: '/tutors',
    load: async (client, reads, { search }) => {
      const filters = readGalleryFilters(search);
      const pages = readGalleryPages(search);
      const params = galleryQueryParams(filters);
      await Promise.all([
        client.fetchInfiniteQuery({
          ...getTutorGalleryQueryOptions(filters),
          queryFn: ({ pageParam }) => reads.tutorGallery(pageParam ? { ...params, cursor: pageParam } : params),
          pages,
        }),
        client.fetchQuery({ ...getPriceRangeQueryOptions(), queryFn: () => reads.priceRange() }),
      ]);
      const query = gallerySearchParams(filters, pages).toString();
      return found({
        title: titleOf('/tutors'),
        description:
          'Cari tutor les privat mahasiswa dari kampus terbaik Indonesia: saring menurut harga, rating dan waktu aktif, lalu pesan tutor pilihan Anda.',
        canonicalPath: query ? `/tutors?${query}` : '/tutors',
      });
    },
  },
  { path: '/tutors/:tutorId', load: tutorProfile },
  { path: '/tutor-detail/:tutorId', load: tutorProfile },
  staticPage(
    '/faq',
    'Jawaban atas pertanyaan tentang Ajarin: pemesanan, permintaan belajar, pembayaran, refund, pencairan dana tutor dan status.',
  ),
  staticPage(
    '/guide-customer',
    'Panduan siswa Ajarin langkah demi langkah: daftar, cari tutor atau buat permintaan belajar, bayar, lalu beri ulasan.',
  ),
  staticPage(
    '/guide-tutor',
    'Panduan tutor Ajarin langkah demi langkah: lengkapi profil dan tarif, terima pesanan atau ikut permintaan belajar, lalu cairkan penghasilan.',
  ),
];

/** The public page at `pathname`, with its parameters, or undefined. */
export function publicPageAt(pathname: string) {
  for (const page of publicPages) {
    const match = matchPath(page.path, pathname);
    if (match) return { page, params: match.params };
  }
  return undefined;
}

/** Every page the footer shows data on: its links come from the server's settings. */
export async function loadShell(client: QueryClient, reads: PublicReads): Promise<void> {
  await client.fetchQuery({ ...getPublicConfigQueryOptions(), queryFn: () => reads.publicConfig() });
}
