import { AUTH_MESSAGES } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { hashPassword } from '../../infra/password.ts';
import type { LinkedWay } from '../../core/accounts/linked-ways.ts';
import type { ActiveSessions } from './active-session-cache.ts';
import { removeLinkedWays } from './linked-ways.ts';
import { verifyResetToken } from './reset-token.ts';

const resetExpired = () => new AppError('VALIDATION', AUTH_MESSAGES.resetSessionExpired);

/**
 * Step three: the new password. In one transaction: the OTP or recovery link behind the reset
 * token is spent (so the token works once), every other outstanding code and link of the user is
 * spent too, the password changes, every session of the user ends, and the linked ways the person
 * chose (from the list the verify step showed) are removed with the old password.
 */
export async function updatePassword(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'>; sessions: Pick<ActiveSessions, 'forgetUser'> },
  input: { resetToken: string; password: string; remove?: readonly LinkedWay[] },
): Promise<{ landingPath: string }> {
  const grant = await verifyResetToken(deps.config.JWT_SECRET, input.resetToken);
  if (!grant) throw resetExpired();
  const passwordHash = await hashPassword(input.password);

  await deps.db.transaction(async (trx) => {
    const source = grant.method === 'otp' ? trx('password_otps') : trx('email_tokens').where({ purpose: 'recovery' });
    const row = await source
      .where({ id: grant.grantId, user_id: grant.userId })
      .first<{ used_at: Date | null } | undefined>('used_at')
      .forUpdate();
    if (!row || row.used_at) throw resetExpired();

    await trx('password_otps').where({ user_id: grant.userId }).whereNull('used_at').update({ used_at: trx.fn.now() });
    await trx('email_tokens').where({ user_id: grant.userId, purpose: 'recovery' }).whereNull('used_at').update({ used_at: trx.fn.now() });
    // Reading the reset email proved the mailbox, which is all a confirmation proves.
    await trx('users')
      .where({ id: grant.userId })
      .update({ password_hash: passwordHash, email_confirmed_at: trx.raw('coalesce(email_confirmed_at, now())') });
    await trx('sessions').where({ user_id: grant.userId }).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
    await removeLinkedWays(trx, grant.userId, input.remove ?? []);
  });
  deps.sessions.forgetUser(grant.userId);
  return { landingPath: '/auth' };
}
