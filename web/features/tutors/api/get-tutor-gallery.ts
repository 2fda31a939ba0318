import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { tutorsContract } from '../../../../core/contracts/tutors.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { galleryQueryParams, type GalleryFilters } from '../gallery-filters.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export const getTutorGalleryPage = (params: Record<string, string>, cursor: string | null, signal?: AbortSignal) =>
  callApi(tutorsContract.gallery, { query: { ...params, cursor } }, { signal });

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
