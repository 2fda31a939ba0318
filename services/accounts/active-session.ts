import { isRole, type Role } from '../../core/accounts/auth.schema.ts';
import type { Db } from '../../infra/db.ts';

/**
 * The account behind an access token, or undefined once its login is over: signed out (the
 * session family revoked), expired, the account disabled or deleted. One indexed lookup per
 * request, so signing out or disabling takes effect at once instead of when the 15-minute token
 * expires. The role comes from the row, not the token.
 */
export async function findActiveSessionUser(
  db: Db,
  token: { userId: string; sessionFamilyId: string },
): Promise<{ id: string; role: Role } | undefined> {
  const row = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.family_id': token.sessionFamilyId, 's.user_id': token.userId })
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', db.fn.now())
    .whereNull('u.disabled_at')
    .first<{ role: string } | undefined>('u.role');
  return row && isRole(row.role) ? { id: token.userId, role: row.role } : undefined;
}
