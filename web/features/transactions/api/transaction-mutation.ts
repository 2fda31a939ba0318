import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTransactionResult, type ActionResult } from '../../../lib/api/transaction-result.ts';

/**
 * A mutation on one transaction. The caller reports success and failure itself (each button has
 * its own texts), which also keeps the global 'Error' toast out of the way.
 */
export function useTransactionMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ActionResult>,
  handlers: { onSuccess: (result: ActionResult) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      applyTransactionResult(queryClient, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
