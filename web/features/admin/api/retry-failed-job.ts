import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { botsKeys } from './bots-keys.ts';
import type { RetriedJob } from '../../../../core/admin/send-queues.ts';

export const retryFailedJob = ({ queue, jobId }: { queue: string; jobId: string }) =>
  apiClient.post<RetriedJob>(`/api/admin/send-queues/${encodeURIComponent(queue)}/failed/${encodeURIComponent(jobId)}/retry`);

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
