import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminContract as C } from '../../../../core/contracts/admin.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { adminKeys } from './admin-keys.ts';

export const approveProof = (id: string) => callApi(C.approveProof, { params: { id } });
export const rejectProof = ({ id, reason }: { id: string; reason: string }) => callApi(C.rejectProof, { params: { id }, body: { reason } });
export const approvePayout = (id: string) => callApi(C.approvePayout, { params: { id } });
export const rejectPayout = ({ id, reason }: { id: string; reason: string }) =>
  callApi(C.rejectPayout, { params: { id }, body: { reason } });
export const markPayoutPaid = (id: string) => callApi(C.markPayoutPaid, { params: { id } });
export const completeRefund = (id: string) => callApi(C.completeRefund, { params: { id } });

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
