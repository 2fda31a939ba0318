import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionGrant } from '../../../lib/access-token.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { startSession } from './session-cache.ts';

export type SignInInput = { email: string; password: string };

/** A sign-in in the browser that came back from Google for this account also links Google (docs/product.md#accounts-google). */
export type SignInGrant = SessionGrant & { googleLink?: { linked: true } | { linked: false; message: string } };

export const signIn = (input: SignInInput) => apiClient.post<SignInGrant>('/api/auth/sign-in', input);

/** The form reports failures itself (an unconfirmed email is not an 'Error' toast). */
export function useSignIn({ onSuccess, onError }: { onSuccess: (grant: SignInGrant) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (grant) => {
      startSession(queryClient, grant);
      onSuccess(grant);
    },
    onError,
  });
}
