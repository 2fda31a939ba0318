import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type UpdatePasswordInput = { resetToken: string; password: string; passwordConfirmation: string };

export const updatePassword = (input: UpdatePasswordInput) => apiClient.post<{ landingPath: string }>('/api/auth/password/update', input);

export function useUpdatePassword(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: updatePassword, ...handlers });
}
