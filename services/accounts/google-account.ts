import type { Actor } from '../../core/accounts/actor.ts';
import { GOOGLE_MESSAGES, type GoogleAccountView } from '../../core/accounts/google.ts';
import { AppError } from '../../core/errors.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { GOOGLE } from './google-identities.ts';

// /akun's 'Google' card (docs/product.md#accounts-google): the linked Google account, and
// 'Putuskan', which is refused while Google is the only way into the account.

async function view(db: Db | Trx, userId: string, available: boolean): Promise<GoogleAccountView> {
  const row = await db('users as u')
    .leftJoin('user_identities as i', function joinGoogle() {
      this.on('i.user_id', 'u.id').andOnVal('i.provider', GOOGLE);
    })
    .where('u.id', userId)
    .first<{ has_password: boolean; email: string | null; created_at: Date | null } | undefined>(
      db.raw('u.password_hash is not null as has_password'),
      'i.email',
      'i.created_at',
    );
  if (!row) throw new AppError('NOT_FOUND', GOOGLE_MESSAGES.notLinked);
  return {
    available,
    identity: row.email && row.created_at ? { email: row.email, linkedAt: row.created_at.toISOString() } : null,
    hasPassword: row.has_password,
  };
}

export function getGoogleAccount(db: Db, actor: Actor, options: { available: boolean }): Promise<GoogleAccountView> {
  return view(db, actor.id, options.available);
}

/** 'Putuskan': refused (409) when the account has no password, since it could not sign in again. */
export async function unlinkGoogleAccount(db: Db, actor: Actor, options: { available: boolean }): Promise<GoogleAccountView> {
  return db.transaction(async (trx) => {
    const user = await trx('users')
      .where({ id: actor.id })
      .forUpdate()
      .first<{ password_hash: string | null } | undefined>('password_hash');
    if (!user) throw new AppError('NOT_FOUND', GOOGLE_MESSAGES.notLinked);
    const removed = await trx('user_identities')
      .where({ user_id: actor.id, provider: GOOGLE })
      .forUpdate()
      .first<{ id: string } | undefined>('id');
    if (!removed) throw new AppError('CONFLICT', GOOGLE_MESSAGES.notLinked);
    if (user.password_hash === null) throw new AppError('CONFLICT', GOOGLE_MESSAGES.unlinkOnlyWay, { reason: 'ONLY_SIGN_IN_METHOD' });
    await trx('user_identities').where({ id: removed.id }).delete();
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'user.google_unlinked',
      entity: 'user',
      entityId: actor.id,
      before: { provider: GOOGLE },
      after: null,
    });
    return view(trx, actor.id, options.available);
  });
}
