import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorTransaction } from '../../../../core/transactions/views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { tutorTransactionKeys } from './tutor-transaction-keys.ts';

export const getTutorTransaction = async (id: string, signal?: AbortSignal) =>
  (await apiClient.get<{ transaction: TutorTransaction }>(`/api/tutor/transactions/${encodeURIComponent(id)}`, { signal })).transaction;

export const getTutorTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: tutorTransactionKeys.detail(id), queryFn: ({ signal }) => getTutorTransaction(id, signal) });

export const useTutorTransaction = (id: string) => useQuery({ ...getTutorTransactionQueryOptions(id), enabled: id !== '' });
