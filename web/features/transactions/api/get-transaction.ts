import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';

export const getTransaction = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<{ transaction: CustomerTransaction }>(`/api/transactions/${encodeURIComponent(id)}`, { signal })).transaction;

export const getTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: transactionKeys.detail(id), queryFn: ({ signal }) => getTransaction(id, signal) });

export const useTransaction = (id: string) => useQuery(getTransactionQueryOptions(id));

/** Which screen a failed load shows: the two named ones (docs/product.md#transaction-customer-detail), or a generic error with a retry. */
export function transactionLoadFailure(error: unknown): 'not-found' | 'forbidden' | 'error' {
  if (!(error instanceof ApiError)) return 'error';
  if (error.code === 'NOT_FOUND') return 'not-found';
  if (error.code === 'FORBIDDEN') return 'forbidden';
  return 'error';
}
