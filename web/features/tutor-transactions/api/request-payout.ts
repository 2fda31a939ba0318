import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorTransaction } from '../../../../core/transactions/views.ts';
import { useActionKey } from '../../../lib/action-key.ts';
import { tutorTransactionsContract } from '../../../../core/contracts/tutor-transactions.contract.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { tutorTransactionKeys } from './tutor-transaction-keys.ts';

export type PayoutRequestResult = { message: string; transaction: TutorTransaction };

export const requestPayout = (id: string, options: RequestOptions = {}) =>
  callApi(tutorTransactionsContract.requestPayout, { params: { id } }, options);

/** 'Minta Pencairan' / 'Ajukan Pencairan': the detail updates at once, the lists and summary refetch. */
export function useRequestPayout(handlers: { onSuccess: (result: PayoutRequestResult) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (id: string) => requestPayout(id, { idempotencyKey: actionKey.keyFor(id) }),
    onSuccess: (result) => {
      actionKey.reset();
      queryClient.setQueryData(tutorTransactionKeys.detail(result.transaction.id), result.transaction);
      void queryClient.invalidateQueries({ queryKey: tutorTransactionKeys.all });
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
