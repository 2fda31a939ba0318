// The gallery query's choices and its URL form (docs/product.md#tutor-gallery-filters).
// list-tutors.schema.ts validates the same parameters, on the server and in the gallery's links.

export const GALLERY_SORTS = ['hours_desc', 'hours_asc', 'price_asc', 'price_desc'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

export const LAST_ACTIVE_FILTERS = ['all', '1h', '24h', '7d'] as const;
export type LastActiveFilter = (typeof LAST_ACTIVE_FILTERS)[number];

/** Minimum-rating choices (docs/product.md#tutor-gallery-filters); absent means any rating. */
export const MIN_RATINGS = [5, 4.5, 4, 3] as const;
export type MinRating = (typeof MIN_RATINGS)[number];

export const GALLERY_PAGE_SIZE = 12;

/** The gallery's query as the web holds it; list-tutors.schema.ts parses the same keys (its cursor is a fetch detail). */
export type ListTutorsQueryInput = {
  minPrice?: number;
  maxPrice?: number;
  minRating?: MinRating;
  lastActive?: LastActiveFilter;
  available?: boolean;
  verified?: boolean;
  sort?: GallerySort;
  limit?: number;
};

/**
 * The query as URL parameters, leaving out defaults and unset filters: the web's URL state and
 * its fetches use the same keys the server parses. The cursor is a fetch detail, never in the URL.
 */
export function listTutorsSearchParams(query: ListTutorsQueryInput): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.minPrice !== undefined) params.minPrice = String(query.minPrice);
  if (query.maxPrice !== undefined) params.maxPrice = String(query.maxPrice);
  if (query.minRating !== undefined) params.minRating = String(query.minRating);
  if (query.lastActive && query.lastActive !== 'all') params.lastActive = query.lastActive;
  if (query.available) params.available = 'true';
  if (query.verified) params.verified = 'true';
  if (query.sort && query.sort !== 'hours_desc') params.sort = query.sort;
  if (query.limit !== undefined && query.limit !== GALLERY_PAGE_SIZE) params.limit = String(query.limit);
  return params;
}
