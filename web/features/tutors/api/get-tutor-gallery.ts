import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TutorPage } from '../../../../core/tutors/list-tutors.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { galleryQueryParams, type GalleryFilters } from '../gallery-filters.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export const getTutorGalleryPage = (params: Record<string, string>, cursor: string | null, signal?: AbortSignal) =>
  apiClient.get<TutorPage>(`/api/tutors?${new URLSearchParams(cursor ? { ...params, cursor } : params)}`, { signal });

/** The gallery, a page of 12 at a time; 'Lihat lebih banyak' follows the server's keyset cursor. */
export const getTutorGalleryQueryOptions = (filters: GalleryFilters) => {
  const params = galleryQueryParams(filters);
  return infiniteQueryOptions({
    queryKey: tutorKeys.gallery(params),
    queryFn: ({ pageParam, signal }) => getTutorGalleryPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIST_CACHE,
  });
};

/** While other filters load, the cards of the previous ones stay (dimmed) instead of skeletons. */
export const useTutorGallery = (filters: GalleryFilters) =>
  useInfiniteQuery({ ...getTutorGalleryQueryOptions(filters), placeholderData: keepPreviousData });
