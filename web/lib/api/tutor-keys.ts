import { registerLiveQuery } from '../live/live-registry.ts';

/**
 * Every query about tutors starts with 'tutors', so one prefix refetches them all when the api says
 * a tutor changed (docs/product.md#web-live-updates: the tutor lists follow every change of the
 * tutors table).
 */
export const tutorKeys = {
  all: ['tutors'] as const,
  featured: (limit: number) => ['tutors', 'featured', { limit }] as const,
  /** `params` are the gallery's URL parameters (defaults left out), so equal filters share a cache. */
  gallery: (params: Record<string, string>) => ['tutors', 'gallery', params] as const,
  priceRange: () => ['tutors', 'price-range'] as const,
  detail: (id: string) => ['tutors', 'detail', id] as const,
  reviews: (id: string) => ['tutors', 'detail', id, 'reviews'] as const,
  own: () => ['tutors', 'me'] as const,
};

registerLiveQuery('tutors', tutorKeys.all);
