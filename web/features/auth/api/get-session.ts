import { queryOptions } from '@tanstack/react-query';
import type { Role } from '../../../../core/accounts/auth.schema.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

export type SessionUser = { id: string; email: string; role: Role; name: string };

/** `user: null` is a definite answer (no session), unlike a failed request. */
export type SessionResponse = { user: SessionUser | null };

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiClient.get<{ user: SessionUser }>('/api/auth/session', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { user: null };
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => getSession(signal),
  });
