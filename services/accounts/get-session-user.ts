import { AUTH_MESSAGES, isRole, type SessionUser } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { findUserById, toSessionUser } from './user-record.ts';

/** The signed-in user as the web app shows it; a deleted or disabled account has no session. */
export async function getSessionUser(db: Db, userId: string): Promise<SessionUser> {
  const user = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!user || !isRole(user.role) || user.disabled_at) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionMissing);
  return toSessionUser(user);
}
