import { useMutation } from '@tanstack/react-query';
import { authContract as C, type ResetGrant } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

export const verifyPasswordOtp = (input: { email: string; otp: string }) => callApi(C.verifyPasswordOtp, { body: input });

export function useVerifyPasswordOtp(handlers: { onSuccess: (answer: ResetGrant) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: verifyPasswordOtp, ...handlers });
}
