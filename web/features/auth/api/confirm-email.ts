import { queryOptions } from '@tanstack/react-query';
import type { SessionGrant } from '../../../lib/access-token.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const confirmEmail = (token: string) => apiClient.post<SessionGrant>('/api/auth/confirm-email', { token });

/**
 * A query, not a mutation, so that one link opened is one request: StrictMode's double mount and
 * re-renders share the cached answer. The token works once, so it is never retried or refetched.
 */
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
