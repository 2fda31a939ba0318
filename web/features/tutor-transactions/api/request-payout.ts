import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorTransaction } from '../../../../core/transactions/views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { tutorTransactionKeys } from './tutor-transaction-keys.ts';

export type PayoutRequestResult = { message: string; transaction: TutorTransaction };

export const requestPayout = (id: string) => apiClient.post<PayoutRequestResult>(`/api/tutor/transactions/${encodeURIComponent(id)}/payout`);

/** 'Minta Pencairan' / 'Ajukan Pencairan': the detail updates at once, the lists and summary refetch. */
export function useRequestPayout(handlers: { onSuccess: (result: PayoutRequestResult) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: (result) => {
      queryClient.setQueryData(tutorTransactionKeys.detail(result.transaction.id), result.transaction);
      void queryClient.invalidateQueries({ queryKey: tutorTransactionKeys.all });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
