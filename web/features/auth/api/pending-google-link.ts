import { queryOptions } from '@tanstack/react-query';
import { googleAuthContract } from '../../../../core/contracts/google-auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

/** The address whose password links the Google account this browser came back with (only it knows). */
export const getPendingGoogleLink = (signal?: AbortSignal) => callApi(googleAuthContract.pendingLink, {}, { signal });

export const pendingGoogleLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'google', 'pending-link'],
    queryFn: ({ signal }) => getPendingGoogleLink(signal),
    staleTime: 0,
    gcTime: 0,
  });
