import { useMutation } from '@tanstack/react-query';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

export const resendConfirmation = (email: string) => callApi(C.resendConfirmation, { body: { email } });

export function useResendConfirmation(handlers: {
  onSuccess: (answer: { cooldownSeconds: number }, email: string) => void;
  onError: (error: Error, email: string) => void;
}) {
  return useMutation({ mutationFn: resendConfirmation, ...handlers });
}
