import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CustomerTransaction } from '../../../../core/transactions/views.ts';
import { transactionKeys } from '../../../lib/api/transaction-keys.ts';

/** What every customer action answers: its success text (docs/product.md#transaction-actions) and the transaction as it now is. */
export type ActionResult = { message: string; transaction: CustomerTransaction };

/** The detail shows the new state at once; the list (statuses on its cards) refetches. */
export function applyTransactionResult(queryClient: QueryClient, result: ActionResult): void {
  queryClient.setQueryData(transactionKeys.detail(result.transaction.id), result.transaction);
  void queryClient.invalidateQueries({ queryKey: transactionKeys.list() });
}

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
