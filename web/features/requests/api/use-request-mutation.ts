import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';
import { requestKeys } from './request-keys.ts';

/**
 * A change to a request or to its transaction (join, choose, cancel, mark done). Both caches are
 * refetched: a request's badge is derived from its transaction. The caller reports success and
 * failure itself, with the texts of its own button.
 */
export function useRequestMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  handlers: { onSuccess: (result: TResult) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
