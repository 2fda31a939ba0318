import { useMutation } from '@tanstack/react-query';
import type { LinkedWay } from '../../../../core/accounts/linked-ways.ts';
import { apiClient } from '../../../lib/api-client.ts';

export type UpdatePasswordInput = { resetToken: string; password: string; passwordConfirmation: string; remove: LinkedWay[] };

export const updatePassword = (input: UpdatePasswordInput) => apiClient.post<{ landingPath: string }>('/api/auth/password/update', input);

export function useUpdatePassword(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: updatePassword, ...handlers });
}
