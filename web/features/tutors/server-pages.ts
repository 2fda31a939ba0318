import { pageTitle } from '../../lib/page-head.ts';
import { getTutorQueryOptions } from '../../lib/api/get-tutor.ts';
import { SITE_DESCRIPTION, type PageAddress, type ServerPage } from '../../lib/public-page.ts';
import { getPriceRangeQueryOptions } from './api/get-price-range.ts';
import { getTutorGalleryQueryOptions } from './api/get-tutor-gallery.ts';
import { getTutorReviewsQueryOptions } from './api/get-tutor-reviews.ts';
import { galleryQueryParams, gallerySearchParams, readGalleryFilters, readGalleryPages } from './gallery-filters.ts';
import { tutorPageHead } from './tutor-page-head.ts';

// The gallery and a profile as the server renders them (web/app/route-table.ts): server-only code.

/**
 * The cards of the filters, the sort and the pages in the address; anything in it that is not one of
 * them, or not a valid value, is left out (the defaults), never an error. Its canonical address is
 * what it shows, defaults left out.
 */
export const tutorGalleryPage: ServerPage = {
  load: async (client, reads, { search }) => {
    const filters = readGalleryFilters(search);
    const params = galleryQueryParams(filters);
    await Promise.all([
      client.fetchInfiniteQuery({
        ...getTutorGalleryQueryOptions(filters),
        queryFn: ({ pageParam }) => reads.tutorGallery(pageParam ? { ...params, cursor: pageParam } : params),
        pages: readGalleryPages(search),
      }),
      client.fetchQuery({ ...getPriceRangeQueryOptions(), queryFn: () => reads.priceRange() }),
    ]);
  },
  head: ({ route, search }) => {
    const query = gallerySearchParams(readGalleryFilters(search), readGalleryPages(search)).toString();
    return {
      title: pageTitle(route.title),
      description:
        'Cari tutor les privat mahasiswa dari kampus terbaik Indonesia: saring menurut harga, rating dan waktu aktif, lalu pesan tutor pilihan Anda.',
      canonicalPath: query ? `${route.path}?${query}` : route.path,
    };
  },
};

const tutorIdOf = ({ params }: PageAddress) => params.tutorId ?? '';

/** The profile with its reviews and its link-preview card, or the not-found page of a tutor nobody may see. */
export const tutorProfilePage: ServerPage = {
  load: async (client, reads, at) => {
    const id = tutorIdOf(at);
    const tutor = await client.fetchQuery({ ...getTutorQueryOptions(id), queryFn: () => reads.tutor(id) });
    if (tutor) await client.fetchQuery({ ...getTutorReviewsQueryOptions(id), queryFn: () => reads.tutorReviews(id) });
  },
  head: (at, client) => {
    const tutor = client.getQueryData(getTutorQueryOptions(tutorIdOf(at)).queryKey);
    if (!tutor) return { title: pageTitle('Tutor tidak ditemukan'), description: SITE_DESCRIPTION, noindex: true, notFound: true };
    return tutorPageHead(tutor, at.origin);
  },
};
