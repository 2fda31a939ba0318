import type { QueryClient } from '@tanstack/react-query';
import type { CustomerTransaction } from '../../../core/transactions/views.ts';
import { transactionKeys } from './transaction-keys.ts';

/** What every customer action answers: its success text (docs/product.md#transaction-actions) and the transaction as it now is. */
export type ActionResult = { message: string; transaction: CustomerTransaction };

/** The detail shows the new state at once; the list (statuses on its cards) refetches. */
export function applyTransactionResult(queryClient: QueryClient, result: ActionResult): void {
  queryClient.setQueryData(transactionKeys.detail(result.transaction.id), result.transaction);
  void queryClient.invalidateQueries({ queryKey: transactionKeys.list() });
}
