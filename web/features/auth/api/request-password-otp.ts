import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const requestPasswordOtp = (email: string) => apiClient.post<{ cooldownSeconds: number }>('/api/auth/password/otp', { email });

export function useRequestPasswordOtp(handlers: { onSuccess: (answer: { cooldownSeconds: number }) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: requestPasswordOtp, ...handlers });
}
