import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleAccountView } from '../../../../core/accounts/google.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { toast } from 'sonner';
import { accountKeys } from './account-keys.ts';

// /akun's Google card (docs/product.md#accounts-google), over /api/account/google.

export const getGoogleAccount = (signal?: AbortSignal) => apiClient.get<GoogleAccountView>('/api/account/google', { signal });

export const useGoogleAccount = () => useQuery({ queryKey: accountKeys.google, queryFn: ({ signal }) => getGoogleAccount(signal) });

/**
 * 'Hubungkan Google': the server sets this browser's flow cookie and answers Google's address,
 * where the browser goes; it comes back to /auth-callback.
 */
export function useLinkGoogle() {
  return useMutation({
    mutationFn: () => apiClient.post<{ authorizationUrl: string }>('/api/account/google/link'),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => toast.error('Gagal menghubungkan Google', { description: serverMessage(error) ?? undefined }),
  });
}

/** 'Putuskan'; `onSettled` closes the asking dialog either way. */
export function useUnlinkGoogle(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<GoogleAccountView>('/api/account/google'),
    onSuccess: (view) => {
      onSettled();
      queryClient.setQueryData(accountKeys.google, view);
      toast.success('Google diputuskan', { description: 'Anda tidak lagi masuk dengan akun Google ini.' });
    },
    onError: (error) => {
      onSettled();
      toast.error('Gagal memutuskan Google', { description: serverMessage(error) ?? undefined });
      void queryClient.invalidateQueries({ queryKey: accountKeys.google });
    },
  });
}
