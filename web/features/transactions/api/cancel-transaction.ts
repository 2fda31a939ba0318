import { apiClient } from '../../../lib/api-client.ts';
import type { ActionResult } from '../../../lib/api/transaction-result.ts';

/** 'Batalkan': an unpaid transaction is cancelled with its class. */
export const cancelTransaction = (id: string) => apiClient.post<ActionResult>(`/api/transactions/${encodeURIComponent(id)}/cancel`);
