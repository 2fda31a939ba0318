import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorsContract } from '../../../../core/contracts/tutors.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

/** docs/product.md#landing-featured: the landing reads 10 tutors (most hours taught first) and shows the first 3. */
export const FEATURED_FETCH_LIMIT = 10;

export const getFeaturedTutors = (limit: number, signal?: AbortSignal) =>
  callApi(tutorsContract.gallery, { query: { limit: String(limit) } }, { signal });

export const getFeaturedTutorsQueryOptions = (limit = FEATURED_FETCH_LIMIT) =>
  queryOptions({
    queryKey: tutorKeys.featured(limit),
    queryFn: ({ signal }) => getFeaturedTutors(limit, signal),
    select: (page) => page.tutors,
    ...LIST_CACHE,
  });

export const useFeaturedTutors = () => useQuery(getFeaturedTutorsQueryOptions());
