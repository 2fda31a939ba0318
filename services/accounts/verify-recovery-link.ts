import { AUTH_MESSAGES } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { LinkedWays } from '../../core/accounts/linked-ways.ts';
import { linkedWays } from './linked-ways.ts';
import { lockEmailToken } from './email-tokens.ts';
import { signResetToken } from './reset-token.ts';

/**
 * The recovery link of the reset email, traded for a reset token. The link is spent together
 * with the reset token (when the new password is saved), so a page that asks twice — a reload, a
 * double effect — still works, but the link never resets a password twice.
 */
export async function verifyRecoveryLink(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  token: string,
): Promise<{ resetToken: string; linked: LinkedWays }> {
  const row = await deps.db.transaction((trx) => lockEmailToken(trx, token, 'recovery'));
  if (!row || row.used_at || row.expired) throw new AppError('VALIDATION', AUTH_MESSAGES.verificationInvalid);
  return {
    resetToken: await signResetToken(deps.config.JWT_SECRET, { userId: row.user_id, method: 'recovery', grantId: row.id }),
    linked: await linkedWays(deps.db, row.user_id),
  };
}
