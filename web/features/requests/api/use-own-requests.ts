import { useInfiniteQuery } from '@tanstack/react-query';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { requestKeys } from './request-keys.ts';
import { getOwnRequestsPage } from './requests-api.ts';

/** 'Permintaan Belajar Anda': the customer's requests, newest first, 7 a page; 'Lihat lebih banyak' follows the cursor. */
export const useOwnRequests = () =>
  useInfiniteQuery({
    queryKey: requestKeys.mine(),
    queryFn: ({ pageParam, signal }) => getOwnRequestsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIST_CACHE,
  });
