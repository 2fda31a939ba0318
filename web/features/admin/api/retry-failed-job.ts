import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminSendingContract } from '../../../../core/contracts/admin-sending.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { botsKeys } from './bots-keys.ts';

export const retryFailedJob = ({ queue, jobId }: { queue: string; jobId: string }) =>
  callApi(adminSendingContract.retryJob, { params: { queue, jobId } });

/**
 * Sends a failed job through again. Success or refusal (another admin retried it first: 409), the
 * counts and the list are read again, so the page shows where the job is now.
 */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJob,
    onSuccess: () => toast.success('Berhasil', { description: 'Job diulang dan kembali ke antrean.' }),
    onError: (error) =>
      toast.error('Gagal mengulang job', { description: serverMessage(error) ?? 'Terjadi kesalahan. Silakan coba lagi.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: botsKeys.all }),
  });
}
