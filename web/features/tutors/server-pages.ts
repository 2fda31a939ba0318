import { pageTitle } from '../../lib/page-head.ts';
import { getTutorQueryOptions } from '../../lib/api/get-tutor.ts';
import { SITE_DESCRIPTION, type PageAddress, type ServerPage } from '../../lib/public-page.ts';
import { getPriceRangeQueryOptions } from './api/get-price-range.ts';
import { getTutorGalleryQueryOptions } from './api/get-tutor-gallery.ts';
import { getTutorReviewsQueryOptions } from './api/get-tutor-reviews.ts';
import { galleryQueryParams, gallerySearchParams, readGalleryFilters, readGalleryPages } from './gallery-filters.ts';
import { subjectLandingHead } from './subject-landing-head.ts';
import { landingFilters, readLandingPlace } from './subject-landing.ts';
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

/**
 * A subject's (and city's) landing page: the first page of its tutors, as the gallery with that
 * filter reads it (one cache entry for both); an unknown subject or city is the not-found page.
 */
export const subjectLandingPage: ServerPage = {
  load: async (client, reads, { params }) => {
    const place = readLandingPlace(params);
    if (!place) return;
    const filters = landingFilters(place);
    const query = galleryQueryParams(filters);
    await client.fetchInfiniteQuery({ ...getTutorGalleryQueryOptions(filters), queryFn: () => reads.tutorGallery(query) });
  },
  head: ({ params, origin }, client) => {
    const place = readLandingPlace(params);
    if (!place) return { title: pageTitle('Halaman tidak ditemukan'), description: SITE_DESCRIPTION, noindex: true, notFound: true };
    const first = client.getQueryData(getTutorGalleryQueryOptions(landingFilters(place)).queryKey)?.pages[0];
    return subjectLandingHead(place, first ?? { tutors: [], total: 0 }, origin);
  },
};
