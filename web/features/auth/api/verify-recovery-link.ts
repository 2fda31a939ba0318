import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ResetGrant } from './verify-password-otp.ts';

export const verifyRecoveryLink = (token: string) => apiClient.post<ResetGrant>('/api/auth/password/recovery-link', { token });

/** One request per link, never retried: the token works once (see confirmEmailQueryOptions). */
export const verifyRecoveryLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'recovery-link', token],
    queryFn: () => verifyRecoveryLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
