import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { requestKeys } from './request-keys.ts';
import { getOpenRequestsPage } from './requests-api.ts';

/** 'Request Belajar': OPEN requests, newest first, 7 a page; `matching` keeps those sharing a subject with the tutor. */
export const getOpenRequestsQueryOptions = (matching: boolean) =>
  infiniteQueryOptions({
    queryKey: requestKeys.open(matching),
    queryFn: ({ pageParam, signal }) => getOpenRequestsPage(matching, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIST_CACHE,
  });

/** Flipping the switch keeps the list on screen, dimmed, while the other loads. */
export const useOpenRequests = (matching: boolean) =>
  useInfiniteQuery({ ...getOpenRequestsQueryOptions(matching), placeholderData: keepPreviousData });
