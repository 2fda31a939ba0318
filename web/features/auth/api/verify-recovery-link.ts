import { queryOptions } from '@tanstack/react-query';
import { authContract as C } from '../../../../core/contracts/auth.contract.ts';
import { callApi } from '../../../lib/call-api.ts';

export const verifyRecoveryLink = (token: string) => callApi(C.verifyRecoveryLink, { body: { token } });

/** One request per link, never retried: the token works once (see confirmEmailQueryOptions). */
export const verifyRecoveryLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'recovery-link', token],
    queryFn: () => verifyRecoveryLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
