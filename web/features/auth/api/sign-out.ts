import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { endSession } from './session-cache.ts';

export const signOut = () => callApi(C.signOut);

type Leave = () => void | Promise<void>;

/** What signing out does, apart from React: `leave` moves off the page first, since clearing the session while a guarded page shows would send it to /auth. */
export const signOutMutationOptions = (queryClient: QueryClient, leave: Leave) => ({
  mutationFn: signOut,
  onSuccess: async () => {
    await leave();
    endSession(queryClient);
    toast.success('Berhasil', { description: 'Berhasil keluar' });
  },
  // docs/product.md#accounts-sign-in: a failed sign-out shows 'Error' with its message; the user stays signed in and may try again.
  onError: (error: Error) => toast.error('Error', { description: error.message }),
});

export function useSignOut({ leave }: { leave: Leave }) {
  return useMutation(signOutMutationOptions(useQueryClient(), leave));
}
