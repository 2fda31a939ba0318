import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const resendConfirmation = (email: string) =>
  apiClient.post<{ cooldownSeconds: number }>('/api/auth/resend-confirmation', { email });

export function useResendConfirmation(handlers: {
  onSuccess: (answer: { cooldownSeconds: number }, email: string) => void;
  onError: (error: Error, email: string) => void;
}) {
  return useMutation({ mutationFn: resendConfirmation, ...handlers });
}
