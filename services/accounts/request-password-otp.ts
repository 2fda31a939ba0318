import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, isRole } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { issueEmailToken, refuseDuringEmailCooldown } from './email-tokens.ts';
import { mailedSecretKey, newSalt, otpFor } from './mailed-secrets.ts';
import { otpHash } from './otp-hash.ts';
import { ACCOUNT_MESSAGES, EMAIL_COOLDOWN_SECONDS, OTP_TTL_MINUTES, RECOVERY_LINK_TTL_MINUTES } from './policy.ts';
import { findUserByEmail } from './user-record.ts';

/**
 * Step one of the password reset: a 6-digit code and a recovery link, in one email, both valid
 * for 10 minutes. The product tells unknown addresses apart ('Email tidak terdaftar di sistem
 * kami', docs/product.md#accounts-password-reset); the abuse limits on this endpoint bound how much
 * that can be probed.
 */
export async function requestPasswordOtp(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  email: string,
): Promise<{ cooldownSeconds: number }> {
  await deps.db.transaction(async (trx) => {
    const user = await findUserByEmail(trx, email, { lock: true });
    if (!user || !isRole(user.role)) throw new AppError('NOT_FOUND', AUTH_MESSAGES.emailNotRegistered, { field: 'email' });
    await refuseDuringEmailCooldown(trx, { table: 'password_otps' }, user.id, ACCOUNT_MESSAGES.otpCooldown);

    // The code is derived from the row (see mailed-secrets.ts): the outbox names the row, and only
    // the worker writing the email computes the code again.
    const key = mailedSecretKey(deps.config.JWT_SECRET);
    const otpId = randomUUID();
    const salt = newSalt();
    await trx('password_otps').insert({
      id: otpId,
      user_id: user.id,
      salt,
      otp_hash: otpHash(deps.config.JWT_SECRET, user.id, otpFor(key, otpId, salt)),
      expires_at: trx.raw('now() + make_interval(mins => ?)', [OTP_TTL_MINUTES]),
    });
    const tokenId = await issueEmailToken(trx, key, user.id, 'recovery', RECOVERY_LINK_TTL_MINUTES * 60);
    await writeOutbox(trx, 'account.password_otp_requested', { userId: user.id, otpId, tokenId });
  });
  return { cooldownSeconds: EMAIL_COOLDOWN_SECONDS };
}
