import {
  listTutorsQuerySchema,
  listTutorsSearchParams,
  type GallerySort,
  type LastActiveFilter,
  type MinRating,
} from '../../../core/tutors/list-tutors.schema.ts';

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

/**
 * Filters from the page's search params, read by the same core schema the server uses. A value the
 * schema refuses (a hand-edited or outdated link) is dropped on its own: the rest of the link still
 * applies rather than the whole filter being thrown away or the page failing.
 */
export function readGalleryFilters(search: URLSearchParams): GalleryFilters {
  const input: Record<string, string> = {};
  for (const key of URL_KEYS) {
    const value = search.get(key);
    if (value !== null) input[key] = value;
  }
  for (let attempt = 0; attempt <= URL_KEYS.length; attempt += 1) {
    const result = listTutorsQuerySchema.safeParse(input);
    if (result.success) {
      const { minPrice, maxPrice, minRating, lastActive, available, verified, sort } = result.data;
      return { minPrice, maxPrice, minRating: minRating as MinRating | undefined, lastActive, available, verified, sort };
    }
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return { lastActive: 'all', available: false, verified: false, sort: 'hours_desc' };
}

/** The search params for filters: defaults and unset filters are left out, so links stay short. */
export function gallerySearchParams(filters: GalleryFilters): URLSearchParams {
  return new URLSearchParams(listTutorsSearchParams(filters));
}

/** How many filters narrow the list (the sort is not a filter): shown on the mobile Filter button. */
export function activeFilterCount(filters: GalleryFilters): number {
  return [filters.minPrice !== undefined || filters.maxPrice !== undefined, filters.minRating !== undefined, filters.lastActive !== 'all', filters.available, filters.verified].filter(Boolean)
    .length;
}

/** Every filter back to its default; the chosen sort stays. */
export function clearFilters(filters: GalleryFilters): GalleryFilters {
  return { lastActive: 'all', available: false, verified: false, sort: filters.sort };
}
