import type { Actor } from '../../core/accounts/actor.ts';
import { AUTH_MESSAGES } from '../../core/accounts/auth.schema.ts';
import { ADMIN_USER_MESSAGES as M, type UserStatusResult } from '../../core/admin/users.ts';
import { AppError } from '../../core/errors.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Db, Trx } from '../../infra/db.ts';
import type { ActiveSessions } from '../accounts/active-session-cache.ts';
import { requireRole } from '../accounts/require-role.ts';
import { writeAudit } from '../../infra/audit-log.ts';

const userNotFound = () => new AppError('NOT_FOUND', M.userNotFound);

type Target = { id: string; role: string; disabled_at: Date | null };

/**
 * Disabling an account from the console (docs/product.md#admin-users). Setting users.disabled_at is
 * all it takes: the database then revokes every login of the account (so its next request is 401)
 * and takes a tutor out of the gallery and profile pages (migrations 20261123000003 and
 * 20261122000007). An admin may disable another admin but never themselves, so an active admin
 * always remains: the one acting. Disabling a disabled account is refused (409), so of two admins
 * at once exactly one succeeds.
 */
export async function disableUser(
  deps: { db: Db; sessions: Pick<ActiveSessions, 'forgetUser'> },
  viewer: Actor,
  userId: string,
): Promise<UserStatusResult> {
  requireRole(viewer, 'admin');
  if (!isUuid(userId)) throw userNotFound();
  if (userId === viewer.id) throw new AppError('CONFLICT', M.disableSelf);
  const result = await deps.db.transaction(async (trx) => {
    const role = await trx('users').where({ id: userId }).first<{ role: string } | undefined>('role');
    if (!role) throw userNotFound();
    // Two admins disabling each other at once: both lock the active admins in one order, so the
    // second sees that the first has disabled it, instead of the two leaving no admin at all.
    if (role.role === 'admin') await requireStillActiveAdmin(trx, viewer);
    const target = await lockTarget(trx, userId);
    if (target.disabled_at) throw new AppError('CONFLICT', M.alreadyDisabled);
    const [updated] = await trx('users')
      .where({ id: userId })
      .update({ disabled_at: trx.fn.now() })
      .returning<{ disabled_at: Date }[]>('disabled_at');
    const disabledAt = (updated?.disabled_at ?? new Date()).toISOString();
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'user.disable',
      entity: 'user',
      entityId: userId,
      before: { disabledAt: null },
      after: { disabledAt },
    });
    return { userId, disabledAt };
  });
  // Its logins are over (the trigger revoked them): this process stops answering them from memory now.
  deps.sessions.forgetUser(userId);
  return result;
}

/** Enabling again: the account may sign in anew; logins ended by the disabling stay ended. */
export async function enableUser(deps: { db: Db }, viewer: Actor, userId: string): Promise<UserStatusResult> {
  requireRole(viewer, 'admin');
  if (!isUuid(userId)) throw userNotFound();
  return deps.db.transaction(async (trx) => {
    const target = await lockTarget(trx, userId);
    if (!target.disabled_at) throw new AppError('CONFLICT', M.alreadyEnabled);
    await trx('users').where({ id: userId }).update({ disabled_at: null });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'user.enable',
      entity: 'user',
      entityId: userId,
      before: { disabledAt: target.disabled_at.toISOString() },
      after: { disabledAt: null },
    });
    return { userId, disabledAt: null };
  });
}

async function lockTarget(trx: Trx, userId: string): Promise<Target> {
  const target = await trx('users').where({ id: userId }).forUpdate().first<Target | undefined>('id', 'role', 'disabled_at');
  if (!target) throw userNotFound();
  return target;
}

async function requireStillActiveAdmin(trx: Trx, viewer: Actor): Promise<void> {
  const active = (await trx('users').where({ role: 'admin' }).whereNull('disabled_at').orderBy('id').forUpdate().pluck('id')) as string[];
  if (!active.includes(viewer.id)) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionMissing);
}
