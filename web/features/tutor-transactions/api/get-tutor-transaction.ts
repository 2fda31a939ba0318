import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorTransactionsContract } from '../../../../core/contracts/tutor-transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { tutorTransactionKeys } from './tutor-transaction-keys.ts';

export const getTutorTransaction = async (id: string, signal?: AbortSignal) =>
  (await callApi(tutorTransactionsContract.detail, { params: { id } }, { signal })).transaction;

export const getTutorTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorTransactionKeys.detail(id), queryFn: ({ signal }) => getTutorTransaction(id, signal) });

export const useTutorTransaction = (id: string) => useQuery({ ...getTutorTransactionQueryOptions(id), enabled: id !== '' });
