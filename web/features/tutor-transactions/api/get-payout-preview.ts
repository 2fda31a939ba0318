import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorTransactionsContract } from '../../../../core/contracts/tutor-transactions.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { tutorTransactionKeys } from './tutor-transaction-keys.ts';

export const getPayoutPreview = (id: string, signal?: AbortSignal) =>
  callApi(tutorTransactionsContract.payoutPreview, { params: { id } }, { signal });

/**
 * The amount, admin fee and net the tutor would receive, from the account on their profile now.
 * Always fetched fresh when the dialog opens: the tutor may have just changed their account.
 */
export const getPayoutPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorTransactionKeys.payoutPreview(id),
    queryFn: ({ signal }) => getPayoutPreview(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const usePayoutPreview = (id: string, enabled: boolean) => useQuery({ ...getPayoutPreviewQueryOptions(id), enabled });
