import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessage } from '../../../lib/server-message.ts';
import { accountKeys } from './account-keys.ts';
import { getNotificationPreferences, setNotificationPreference } from './account-api.ts';

export const useNotificationPreferences = () =>
  useQuery({ queryKey: accountKeys.preferences, queryFn: ({ signal }) => getNotificationPreferences(signal) });

/** One switch; the page shows the server's answer (all switches as they now are). */
export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotificationPreference,
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.preferences, preferences),
    onError: (error) => toast.error('Gagal menyimpan pengaturan notifikasi', { description: serverMessage(error) ?? undefined }),
  });
}
