import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../../core/transactions/transaction.schema.ts';
import type { CustomerTransaction, ReviewView } from '../../../../core/transactions/views.ts';
import { useActionKey } from '../../../lib/action-key.ts';
import { reviewsContract } from '../../../../core/contracts/reviews.contract.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export type ReviewResult = { message: string; review: ReviewView };

export type ReviewVariables = { transactionId: string; tutorId: string; input: ReviewInput };

export const submitReview = ({ transactionId, input }: ReviewVariables, options: RequestOptions = {}) =>
  callApi(reviewsContract.submit, { params: { id: transactionId }, body: input }, options);

/**
 * Once saved, the detail shows the review instead of the form straight away, and the tutor's
 * profile (rating) and reviews refetch, so the customer finds the review on the tutor's page.
 */
export function applyReviewResult(
  queryClient: QueryClient,
  { transactionId, tutorId }: Pick<ReviewVariables, 'transactionId' | 'tutorId'>,
  result: ReviewResult,
): void {
  queryClient.setQueryData<CustomerTransaction>(transactionKeys.detail(transactionId), (current) =>
    current ? { ...current, review: result.review, actions: { ...current.actions, canReview: false } } : current,
  );
  void queryClient.invalidateQueries({ queryKey: transactionKeys.detail(transactionId) });
  // The detail key prefixes the reviews key: one call refetches both.
  void queryClient.invalidateQueries({ queryKey: tutorKeys.detail(tutorId) });
}

export function useSubmitReview(handlers: { onSuccess: (result: ReviewResult) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (variables: ReviewVariables) => submitReview(variables, { idempotencyKey: actionKey.keyFor(variables) }),
    onSuccess: (result, variables) => {
      actionKey.reset();
      applyReviewResult(queryClient, variables, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
