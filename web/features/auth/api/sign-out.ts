import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { endSession } from './session-cache.ts';

export const signOut = () => callApi(C.signOut);

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
