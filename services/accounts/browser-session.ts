import { maskEmail } from '../../core/accounts/mask-email.ts';
import type { Db } from '../../infra/db.ts';
import type { ActiveSessions } from './active-session-cache.ts';
import { revokeFamily } from './refresh-session.ts';
import { hashToken } from '../../infra/tokens.ts';

/** Whose live login a browser's refresh cookie holds; null for none, spent, revoked or expired. */
export async function browserSessionAccount(db: Db, refreshToken: string | undefined): Promise<{ userId: string; account: string } | null> {
  if (!refreshToken) return null;
  const row = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.token_hash': hashToken(refreshToken) })
    .whereNull('s.revoked_at')
    .whereRaw('s.expires_at > now()')
    .first<{ user_id: string; email: string } | undefined>('s.user_id', 'u.email');
  return row ? { userId: row.user_id, account: maskEmail(row.email) } : null;
}

/** The login (session family) a browser's refresh cookie belongs to, revoked or not; undefined for none. */
export async function familyOfRefreshToken(db: Db, refreshToken: string | undefined): Promise<string | undefined> {
  if (!refreshToken) return undefined;
  const row = await db('sessions')
    .where({ token_hash: hashToken(refreshToken) })
    .first<{ family_id: string } | undefined>('family_id');
  return row?.family_id;
}

/** Ends a login by its family id (the Google return, which cannot see the refresh cookie). */
export async function endLogin(
  deps: { db: Db; sessions: Pick<ActiveSessions, 'forgetFamily'> },
  familyId: string | undefined,
): Promise<void> {
  if (!familyId) return;
  await deps.db.transaction((trx) => revokeFamily(trx, familyId));
  deps.sessions.forgetFamily(familyId);
}
