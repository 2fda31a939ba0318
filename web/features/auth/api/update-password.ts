import { useMutation } from '@tanstack/react-query';
import type { LinkedWay } from '../../../../core/accounts/linked-ways.ts';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

export type UpdatePasswordInput = { resetToken: string; password: string; passwordConfirmation: string; remove: LinkedWay[] };

export const updatePassword = (input: UpdatePasswordInput) => callApi(C.updatePassword, { body: input });

export function useUpdatePassword(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: updatePassword, ...handlers });
}
