import type { QueryClient } from '@tanstack/react-query';
import { dropSession, holdSession, type SessionGrant } from '../../../lib/access-token.ts';
import { getSessionQueryOptions } from './get-session.ts';

// Nothing cached for one user may survive into the next one's screens: every query outside
// ['auth', …] goes whenever the signed-in user changes.
const forgetUserData = (queryClient: QueryClient) => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });

/** Signs the browser in with a grant from sign-in or email confirmation. */
export function startSession(queryClient: QueryClient, grant: SessionGrant): void {
  forgetUserData(queryClient);
  holdSession(grant);
  queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: grant.user });
}

/** Signs the browser out (after sign-out, or a password reset that ended every session). */
export function endSession(queryClient: QueryClient): void {
  dropSession();
  forgetUserData(queryClient);
  queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: null });
}
