import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountGoogleContract as C } from '../../../../core/contracts/account-google.contract.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { toast } from 'sonner';
import { accountKeys } from './account-keys.ts';

// /akun's Google card (docs/product.md#accounts-google), over /api/account/google.

export const getGoogleAccount = (signal?: AbortSignal) => callApi(C.get, {}, { signal });

export const useGoogleAccount = () => useQuery({ queryKey: accountKeys.google, queryFn: ({ signal }) => getGoogleAccount(signal) });

/** The server wants the password (or a fresh sign-in) before Google is linked (docs/decisions/041). */
export type ReauthNeed = { hasPassword: boolean; message: string };

export function reauthNeedOf(error: unknown): ReauthNeed | null {
  if (!(error instanceof ApiError) || error.details.reason !== 'REAUTH_REQUIRED') return null;
  return { hasPassword: error.details.hasPassword === true, message: error.message };
}

/**
 * 'Hubungkan Google': the server sets this browser's flow cookie and answers Google's address,
 * where the browser goes; it comes back to /auth-callback. Without a recent sign-in it first asks
 * for the password: the card shows that form instead of a toast.
 */
export function useLinkGoogle() {
  return useMutation({
    mutationFn: (password?: string) => callApi(C.link, { body: password === undefined ? {} : { password } }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => {
      if (!reauthNeedOf(error)) toast.error('Gagal menghubungkan Google', { description: serverMessage(error) ?? undefined });
    },
  });
}

/** 'Putuskan'; `onSettled` closes the asking dialog either way. */
export function useUnlinkGoogle(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(C.unlink),
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
