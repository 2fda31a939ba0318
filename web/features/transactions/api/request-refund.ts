import { apiClient } from '../../../lib/api-client.ts';
import type { ActionResult } from '../../../lib/api/transaction-result.ts';

/** 'Refund': a paid class not yet done is cancelled and the payment goes back to the customer. */
export const requestRefund = (id: string) => apiClient.post<ActionResult>(`/api/transactions/${encodeURIComponent(id)}/refund`);
