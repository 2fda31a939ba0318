import { useActionKey } from '../../../lib/action-key.ts';
import { apiClient, type RequestOptions } from '../../../lib/api-client.ts';
import { useTransactionMutation, type ActionResult } from './transaction-mutation.ts';

type ProofVariables = { id: string; file: File };

/** POST multipart with the one file field `proof`; the server re-checks type and size by content. */
export function uploadProof({ id, file }: ProofVariables, options: RequestOptions = {}): Promise<ActionResult> {
  const body = new FormData();
  body.append('proof', file, file.name);
  return apiClient.post<ActionResult>(`/api/transactions/${encodeURIComponent(id)}/proof`, body, options);
}

/** Sending the same file again after a lost response stores one proof, not two. */
export function useUploadProof(handlers: { onSuccess: (result: ActionResult) => void; onError: (error: Error) => void }) {
  const actionKey = useActionKey();
  return useTransactionMutation((variables: ProofVariables) => uploadProof(variables, { idempotencyKey: actionKey.keyFor(variables) }), {
    onSuccess: (result) => {
      actionKey.reset();
      handlers.onSuccess(result);
    },
    onError: handlers.onError,
  });
}
