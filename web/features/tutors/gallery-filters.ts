import { GALLERY_PAGE_SIZE, listTutorsSearchParams, type GallerySort, type LastActiveFilter, type MinRating } from '../../../core/tutors/gallery-query.ts';

/** The gallery's filters and sort as the URL holds them (docs/product.md#tutor-gallery-filters); paging is not part of it. */
export type GalleryFilters = {
  minPrice?: number;
  maxPrice?: number;
  minRating?: MinRating;
  lastActive: LastActiveFilter;
  available: boolean;
  verified: boolean;
  sort: GallerySort;
};

const URL_KEYS = ['minPrice', 'maxPrice', 'minRating', 'lastActive', 'available', 'verified', 'sort'] as const;

/** No filter and the default sort: what a bare link to the gallery shows. Shared, so never changed. */
export const DEFAULT_FILTERS: GalleryFilters = Object.freeze({ lastActive: 'all', available: false, verified: false, sort: 'hours_desc' });

const loadSchemaReader = () => import('./read-filters-by-schema.ts');

/** Whether a link carries a filter or a sort: only the schema may read those. */
export const carriesFilters = (search: URLSearchParams) => URL_KEYS.some((key) => search.has(key));

/**
 * The filters a link asks for. A link with no filter or sort in it (the header's 'Cari Tutor') gets
 * the defaults at once; any other is read by the server's own schema (read-filters-by-schema.ts),
 * whose zod is downloaded only then. A schema that cannot be downloaded leaves the defaults.
 */
export async function readGalleryFilters(search: URLSearchParams, loadReader = loadSchemaReader): Promise<GalleryFilters> {
  if (!carriesFilters(search)) return DEFAULT_FILTERS;
  const reader = await loadReader().catch(() => undefined);
  return reader?.readFiltersBySchema(search, URL_KEYS) ?? DEFAULT_FILTERS;
}

/** The search params for filters: defaults and unset filters are left out, so links stay short. */
export function gallerySearchParams(filters: GalleryFilters): URLSearchParams {
  return new URLSearchParams(listTutorsSearchParams(filters));
}

/** The api's query for a page of `filters` (the cursor aside): the gallery's fetch, and the boot's ahead of it. */
export const galleryQueryParams = (filters: GalleryFilters) => listTutorsSearchParams({ ...filters, limit: GALLERY_PAGE_SIZE });

/** How many filters narrow the list (the sort is not a filter): shown on the mobile Filter button. */
export function activeFilterCount(filters: GalleryFilters): number {
  return [filters.minPrice !== undefined || filters.maxPrice !== undefined, filters.minRating !== undefined, filters.lastActive !== 'all', filters.available, filters.verified].filter(Boolean)
    .length;
}

/** Every filter back to its default; the chosen sort stays. */
export function clearFilters(filters: GalleryFilters): GalleryFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}
