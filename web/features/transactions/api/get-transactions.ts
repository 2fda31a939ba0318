import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';

export const getTransactionsPage = (cursor: string | null, signal?: AbortSignal) =>
  callApi(transactionsContract.list, { query: { cursor } }, { signal });

/** The customer's transactions, newest first, 7 a page; 'Lihat lebih banyak' follows the cursor. */
export const getTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: transactionKeys.list(),
    queryFn: ({ pageParam, signal }) => getTransactionsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...LIST_CACHE,
  });

export const useTransactions = () => useInfiniteQuery(getTransactionsQueryOptions());
