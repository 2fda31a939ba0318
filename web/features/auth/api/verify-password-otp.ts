import { useMutation } from '@tanstack/react-query';
import type { LinkedWays } from '../../../../core/accounts/linked-ways.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** A proven mailbox: the token for the new password, and what else opens the account. */
export type ResetGrant = { resetToken: string; linked: LinkedWays };

export const verifyPasswordOtp = (input: { email: string; otp: string }) =>
  apiClient.post<ResetGrant>('/api/auth/password/verify-otp', input);

export function useVerifyPasswordOtp(handlers: { onSuccess: (answer: ResetGrant) => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: verifyPasswordOtp, ...handlers });
}
