import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContract as C, type SignInGrant } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { startSession } from './session-cache.ts';

export type SignInInput = { email: string; password: string };

export const signIn = (input: SignInInput) => callApi(C.signIn, { body: input });

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
