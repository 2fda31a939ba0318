import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const verifyPasswordOtp = (input: { email: string; otp: string }) =>
  apiClient.post<{ resetToken: string }>('/api/auth/password/verify-otp', input);

export function useVerifyPasswordOtp(handlers: { onSuccess: (answer: { resetToken: string }) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: verifyPasswordOtp, ...handlers });
}
