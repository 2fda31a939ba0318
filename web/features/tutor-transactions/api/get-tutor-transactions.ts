import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TutorSourceFilter } from '../../../../core/transactions/transaction.schema.ts';
import { tutorTransactionsContract } from '../../../../core/contracts/tutor-transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { tutorTransactionKeys } from './tutor-transaction-keys.ts';

export const getTutorTransactionsPage = (source: TutorSourceFilter, cursor: string | null, signal?: AbortSignal) =>
  callApi(tutorTransactionsContract.list, { query: { source, cursor } }, { signal });

/** One tab of 'Transaksi Tutor'; every page also carries the tab counts and the summary cards. */
export const getTutorTransactionsQueryOptions = (source: TutorSourceFilter) =>
  infiniteQueryOptions({
    queryKey: tutorTransactionKeys.list(source),
    queryFn: ({ pageParam, signal }) => getTutorTransactionsPage(source, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIST_CACHE,
  });

/** Switching tabs keeps the summary and counts on screen while the other tab loads. */
export const useTutorTransactions = (source: TutorSourceFilter) =>
  useInfiniteQuery({ ...getTutorTransactionsQueryOptions(source), placeholderData: keepPreviousData });
