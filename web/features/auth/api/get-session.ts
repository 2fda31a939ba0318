import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../../core/accounts/auth.schema.ts';
import { currentSessionUser } from '../../../lib/access-token.ts';
import { refreshSession } from '../../../lib/api-client.ts';

/** `user: null` is a definite answer (no session), unlike a failed request. */
export type SessionResponse = { user: SessionUser | null };

/**
 * The access token lives in memory only, so on load the refresh cookie is the session: trading it
 * for a token tells who is signed in (200) or that nobody is (401). The server never knows (the
 * cookie is scoped to /api/auth): pages render with the session loading, and the browser asks as its
 * script starts.
 */
export async function getSession(): Promise<SessionResponse> {
  const grant = await refreshSession();
  // Refused, the answer is whoever signed in meanwhile (an email confirmation on the page the
  // browser opened the link with starts a session as this one is asked for), else nobody.
  return { user: grant?.user ?? currentSessionUser() };
}

let askedAhead: Promise<SessionResponse> | undefined;

/**
 * Starts the session read as the app's script starts (web/entry-client.tsx), beside React adopting
 * the page instead of after it (docs/decisions/036). The session query still starts once the page
 * is adopted, so nothing changes the tree during the hydration; its first fetch takes this answer.
 * Each refresh rotates the cookie, so the session is asked for once, not again by the query.
 */
export function askForSessionAhead(): void {
  askedAhead ??= getSession();
  // The query hears a failure; until it takes the answer, a failure is no unhandled rejection.
  askedAhead.catch(() => undefined);
}

function readSession(): Promise<SessionResponse> {
  const ahead = askedAhead;
  askedAhead = undefined;
  return ahead ?? getSession();
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: readSession,
    // Each fetch rotates the refresh cookie; after boot the session is kept current by
    // onSessionChange (sign-in, refresh, refusal), never by refetching.
    staleTime: Infinity,
    gcTime: Infinity,
  });
