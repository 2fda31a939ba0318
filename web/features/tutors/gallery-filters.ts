import {
  GALLERY_PAGE_SIZE,
  listTutorsSearchParams,
  type GallerySort,
  type LastActiveFilter,
  type MinRating,
} from '../../../core/tutors/gallery-query.ts';
import { listTutorsQuerySchema } from '../../../core/tutors/list-tutors.schema.ts';
import type { Subject } from '../../../core/catalog/subjects.ts';
import type { LessonModeFilter } from '../../../core/places/lesson-modes.ts';

/** The gallery's filters and sort as the URL holds them (docs/product.md#tutor-gallery-filters). */
export type GalleryFilters = {
  subject?: Subject[];
  university?: string;
  q?: string;
  city?: string;
  mode?: LessonModeFilter;
  minPrice?: number;
  maxPrice?: number;
  minRating?: MinRating;
  lastActive: LastActiveFilter;
  available: boolean;
  verified: boolean;
  sort: GallerySort;
};

const URL_KEYS = [
  'subject',
  'university',
  'q',
  'city',
  'mode',
  'minPrice',
  'maxPrice',
  'minRating',
  'lastActive',
  'available',
  'verified',
  'sort',
] as const;

/** No filter and the default sort: what a bare link to the gallery shows. Shared, so never changed. */
export const DEFAULT_FILTERS: GalleryFilters = Object.freeze({ lastActive: 'all', available: false, verified: false, sort: 'hours_desc' });

/**
 * The filters a link asks for, read by the same core schema the server uses. A value the schema
 * refuses (a hand-edited or outdated link) is dropped on its own: the rest of the link still applies
 * rather than the whole filter being thrown away or the page failing. Unknown parameters are ignored.
 */
export function readGalleryFilters(search: URLSearchParams): GalleryFilters {
  const input: Record<string, string> = {};
  for (const key of URL_KEYS) {
    // The subject key may repeat (`subject=a&subject=b`), as the server reads it.
    const value = key === 'subject' ? search.getAll(key).join(',') || null : search.get(key);
    if (value !== null) input[key] = value;
  }
  for (let attempt = 0; attempt <= URL_KEYS.length; attempt += 1) {
    const result = listTutorsQuerySchema.safeParse(input);
    if (result.success) {
      const { subject, university, q, city, mode, minPrice, maxPrice, minRating, lastActive, available, verified, sort } = result.data;
      const narrowing = { subject, university, q, city, mode, minPrice, maxPrice, minRating: minRating as MinRating | undefined };
      return { ...narrowing, lastActive, available, verified, sort };
    }
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return DEFAULT_FILTERS;
}

/**
 * How many pages of 12 a link shows ('Lihat lebih banyak' pressed N-1 times: `page=N`), so that a
 * shared or reloaded link shows as many cards. Anything but a whole number from 1 counts as 1, and
 * past MAX_GALLERY_PAGES the rest is one 'Lihat lebih banyak' away.
 */
export const MAX_GALLERY_PAGES = 10;

export function readGalleryPages(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_GALLERY_PAGES) : 1;
}

/** The search params for filters and the pages shown: defaults and unset filters are left out, so links stay short. */
export function gallerySearchParams(filters: GalleryFilters, pages = 1): URLSearchParams {
  const search = new URLSearchParams(listTutorsSearchParams(filters));
  if (pages > 1) search.set('page', String(Math.min(pages, MAX_GALLERY_PAGES)));
  return search;
}

/** The api's query for a page of `filters` (the cursor aside). */
export const galleryQueryParams = (filters: GalleryFilters) => listTutorsSearchParams({ ...filters, limit: GALLERY_PAGE_SIZE });

/** How many filters narrow the list (the sort is not a filter): shown on the mobile Filter button. */
export function activeFilterCount(filters: GalleryFilters): number {
  return [
    Boolean(filters.subject?.length),
    filters.university !== undefined,
    filters.q !== undefined,
    filters.city !== undefined,
    filters.mode !== undefined,
    filters.minPrice !== undefined || filters.maxPrice !== undefined,
    filters.minRating !== undefined,
    filters.lastActive !== 'all',
    filters.available,
    filters.verified,
  ].filter(Boolean).length;
}

/** Every filter back to its default; the chosen sort stays. */
export function clearFilters(filters: GalleryFilters): GalleryFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}
