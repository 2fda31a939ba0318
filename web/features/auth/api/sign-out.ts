import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client.ts';
import { endSession } from './session-cache.ts';

export const signOut = () => apiClient.post<void>('/api/auth/sign-out');

/** `leave` moves off the page first: clearing the session while a guarded page shows would send it to /auth. */
export function useSignOut({ leave }: { leave: () => void | Promise<void> }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await leave();
      endSession(queryClient);
      toast.success('Berhasil', { description: 'Berhasil keluar' });
    },
  });
}
