import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../../core/transactions/transaction.schema.ts';
import type { CustomerTransaction, ReviewView } from '../../../../core/transactions/views.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { transactionKeys } from '../../transactions/api/transaction-keys.ts';

export type ReviewResult = { message: string; review: ReviewView };

export const submitReview = ({ transactionId, input }: { transactionId: string; input: ReviewInput }) =>
  apiClient.post<ReviewResult>(`/api/transactions/${encodeURIComponent(transactionId)}/review`, input);

/** Once saved, the detail shows the review instead of the form straight away. */
export function useSubmitReview(handlers: { onSuccess: (result: ReviewResult) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (result, { transactionId }) => {
      queryClient.setQueryData<CustomerTransaction>(transactionKeys.detail(transactionId), (current) =>
        current ? { ...current, review: result.review, actions: { ...current.actions, canReview: false } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: transactionKeys.detail(transactionId) });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
