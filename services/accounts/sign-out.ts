import type { Db } from '../../infra/db.ts';
import type { ActiveSessions } from './active-session-cache.ts';
import { endLogin, familyOfRefreshToken } from './browser-session.ts';

/**
 * Ends the login the refresh token belongs to, server-side: the token and any sibling a
 * concurrent refresh created. Unknown, missing or already revoked tokens are fine (idempotent).
 * This process forgets the login once it is revoked, before the answer (decision 064).
 */
export async function signOut(
  deps: { db: Db; sessions: Pick<ActiveSessions, 'forgetFamily'> },
  refreshToken: string | undefined,
): Promise<void> {
  await endLogin(deps, await familyOfRefreshToken(deps.db, refreshToken));
}
