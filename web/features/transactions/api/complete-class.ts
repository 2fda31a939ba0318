import { apiClient } from '../../../lib/api-client.ts';
import type { ActionResult } from '../../../lib/api/transaction-result.ts';

/** 'Tandai Selesai': the customer confirms the class took place, which releases the tutor's payout. */
export const completeClass = (id: string) => apiClient.post<ActionResult>(`/api/transactions/${encodeURIComponent(id)}/complete`);
