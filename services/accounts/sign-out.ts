import type { Db } from '../../infra/db.ts';
import { hashToken } from '../../infra/tokens.ts';
import type { ActiveSessions } from './active-session-cache.ts';
import { revokeFamily } from './refresh-session.ts';

/**
 * Ends the login the refresh token belongs to, server-side: the token and any sibling a
 * concurrent refresh created. Unknown, missing or already revoked tokens are fine (idempotent).
 * This process forgets the login once it is revoked, before the answer (decision 064).
 */
export async function signOut(
  deps: { db: Db; sessions: Pick<ActiveSessions, 'forgetFamily'> },
  refreshToken: string | undefined,
): Promise<void> {
  if (!refreshToken) return;
  const familyId = await deps.db.transaction(async (trx) => {
    const row = await trx('sessions')
      .where({ token_hash: hashToken(refreshToken) })
      .first<{ family_id: string } | undefined>('family_id');
    if (row) await revokeFamily(trx, row.family_id);
    return row?.family_id;
  });
  if (familyId) deps.sessions.forgetFamily(familyId);
}
