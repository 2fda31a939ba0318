import type { Db } from '../../infra/db.ts';
import { hashToken } from '../../infra/tokens.ts';
import { revokeFamily } from './refresh-session.ts';

/**
 * Ends the login the refresh token belongs to, server-side: the token and any sibling a
 * concurrent refresh created. Unknown, missing or already revoked tokens are fine (idempotent).
 */
export async function signOut(db: Db, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  await db.transaction(async (trx) => {
    const row = await trx('sessions')
      .where({ token_hash: hashToken(refreshToken) })
      .first<{ family_id: string } | undefined>('family_id');
    if (row) await revokeFamily(trx, row.family_id);
  });
}
