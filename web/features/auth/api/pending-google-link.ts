import { queryOptions } from '@tanstack/react-query';
import type { PendingLink } from '../../../../core/accounts/google.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The address whose password links the Google account this browser came back with (only it knows). */
export const getPendingGoogleLink = (signal?: AbortSignal) => apiClient.get<PendingLink>('/api/auth/google/pending-link', { signal });

export const pendingGoogleLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'google', 'pending-link'],
    queryFn: ({ signal }) => getPendingGoogleLink(signal),
    staleTime: 0,
    gcTime: 0,
  });
