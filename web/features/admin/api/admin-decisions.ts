import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { adminKeys } from './admin-keys.ts';
import type { PayoutDecisionResult, ProofDecisionResult, RefundResult } from '../../../../core/transactions/views.ts';

const path = (kind: string, id: string, action: string) => `/api/admin/${kind}/${encodeURIComponent(id)}/${action}`;

export const approveProof = (id: string) => apiClient.post<ProofDecisionResult>(path('proofs', id, 'approve'));
export const rejectProof = ({ id, reason }: { id: string; reason: string }) =>
  apiClient.post<ProofDecisionResult>(path('proofs', id, 'reject'), { reason });
export const approvePayout = (id: string) => apiClient.post<PayoutDecisionResult>(path('payouts', id, 'approve'));
export const rejectPayout = ({ id, reason }: { id: string; reason: string }) =>
  apiClient.post<PayoutDecisionResult>(path('payouts', id, 'reject'), { reason });
export const markPayoutPaid = (id: string) => apiClient.post<PayoutDecisionResult>(path('payouts', id, 'mark-paid'));
export const completeRefund = (id: string) => apiClient.post<RefundResult>(path('transactions', id, 'refund-complete'));

/**
 * One admin decision. Success or failure, the queues are refetched: a refusal is usually another
 * admin having decided first (409 'Sudah diproses oleh admin lain.'), and the list must show that.
 */
export function useAdminDecision<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  success: string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast.success('Berhasil', { description: success }),
    onError: (error) => toast.error('Error', { description: serverMessage(error) ?? 'Terjadi kesalahan. Silakan coba lagi.' }),
    onSettled: () => {
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
