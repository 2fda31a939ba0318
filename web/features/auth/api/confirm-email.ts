import { queryOptions } from '@tanstack/react-query';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

export const confirmEmail = (token: string) => callApi(C.confirmEmail, { body: { token } });

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
