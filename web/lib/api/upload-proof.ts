import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKey } from '../action-key.ts';
import { transactionsContract } from '../../../core/contracts/transactions.contract.ts';
import type { RequestOptions } from '../api-client.ts';
import { callApi } from '../call-api.ts';
import { applyTransactionResult, type ActionResult } from './transaction-result.ts';

type ProofVariables = { id: string; file: File };

/** POST multipart with the one file field `proof`; the server re-checks type and size by content. */
export function uploadProof({ id, file }: ProofVariables, options: RequestOptions = {}): Promise<ActionResult> {
  const body = new FormData();
  body.append('proof', file, file.name);
  return callApi(transactionsContract.submitProof, { params: { id }, body }, options);
}

/**
 * Sending the same file again after a lost response stores one proof, not two. Used by a
 * transaction's page and by a learning request's payment page, for the same transaction endpoint.
 */
export function useUploadProof(handlers: { onSuccess: (result: ActionResult) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const actionKey = useActionKey();
  return useMutation({
    mutationFn: (variables: ProofVariables) => uploadProof(variables, { idempotencyKey: actionKey.keyFor(variables) }),
    onSuccess: (result) => {
      actionKey.reset();
      applyTransactionResult(queryClient, result);
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
