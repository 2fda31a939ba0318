import { apiClient } from '../../../lib/api-client.ts';
import type { ActionResult } from './transaction-mutation.ts';

/** POST multipart with the one file field `proof`; the server re-checks type and size by content. */
export function uploadProof({ id, file }: { id: string; file: File }): Promise<ActionResult> {
  const body = new FormData();
  body.append('proof', file, file.name);
  return apiClient.post<ActionResult>(`/api/transactions/${encodeURIComponent(id)}/proof`, body);
}
