import { isRole, type Role } from '../../core/accounts/auth.schema.ts';
import type { Db } from '../../infra/db.ts';

export type ActiveSession = { user: { id: string; role: Role }; expiresAt: Date };

/**
 * The account behind an access token, and until when its login lasts, or undefined once its login
 * is over: signed out (the session family revoked), expired, the account disabled or deleted. One
 * indexed lookup, so signing out or disabling takes effect at once instead of when the 15-minute
 * token expires. The role comes from the row, not the token.
 */
export async function findActiveSession(db: Db, token: { userId: string; sessionFamilyId: string }): Promise<ActiveSession | undefined> {
  const row = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.family_id': token.sessionFamilyId, 's.user_id': token.userId })
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', db.fn.now())
    .whereNull('u.disabled_at')
    .first<{ role: string; expires_at: Date } | undefined>('u.role', 's.expires_at');
  return row && isRole(row.role) ? { user: { id: token.userId, role: row.role }, expiresAt: row.expires_at } : undefined;
}
