import { subjectSlug, type Subject } from '../catalog/subjects.ts';
import type { LessonModeFilter } from '../places/lesson-modes.ts';

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

/** The text search's longest query, and its most words (each is matched on its own). */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEARCH_WORDS = 5;

/**
 * The words a text search matches, folded as the database folds tutors' search_text (lower case,
 * no accents, letters only; migrations/20261128004000_tutor_city_mode.ts): 'Jośe  Kimia!' → ['jose', 'kimia'].
 */
export function searchWords(q: string): string[] {
  return q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
}

/** The gallery's query as the web holds it; list-tutors.schema.ts parses the same keys (its cursor is a fetch detail). */
export type ListTutorsQueryInput = {
  /** Catalog labels (`subject=` slugs in the URL); a tutor teaching any of them fits. */
  subject?: readonly Subject[];
  university?: string;
  q?: string;
  /** A city slug (core/places/cities.ts). */
  city?: string;
  mode?: LessonModeFilter;
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
  // One comma-separated value: slugs hold no comma, and the parameter reads well in a shared link.
  if (query.subject?.length) params.subject = query.subject.map(subjectSlug).join(',');
  if (query.university) params.university = query.university;
  if (query.q) params.q = query.q;
  if (query.city) params.city = query.city;
  if (query.mode) params.mode = query.mode;
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
