import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionsContract } from '../../../../core/contracts/transactions.contract.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';

export const getTransaction = async (id: string, signal?: AbortSignal) =>
  (await callApi(transactionsContract.detail, { params: { id } }, { signal })).transaction;

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
