import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../../core/accounts/auth.schema.ts';
import { currentSessionUser } from '../../../lib/access-token.ts';
import { refreshSession } from '../../../lib/api-client.ts';

/** `user: null` is a definite answer (no session), unlike a failed request. */
export type SessionResponse = { user: SessionUser | null };

/**
 * The access token lives in memory only, so on load the refresh cookie is the session: trading it
 * for a token tells who is signed in (200) or that nobody is (401). The server never knows (the
 * cookie is scoped to /api/auth): pages render with the session loading, and the browser asks once
 * it has adopted them.
 */
export async function getSession(): Promise<SessionResponse> {
  const grant = await refreshSession();
  // Refused, the answer is whoever signed in meanwhile (an email confirmation on the page the
  // browser opened the link with starts a session as this one is asked for), else nobody.
  return { user: grant?.user ?? currentSessionUser() };
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: getSession,
    // Each fetch rotates the refresh cookie; after boot the session is kept current by
    // onSessionChange (sign-in, refresh, refusal), never by refetching.
    staleTime: Infinity,
    gcTime: Infinity,
  });
