import { AUTH_MESSAGES } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { randomOtp } from '../../infra/tokens.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import { emailCooldownLeft, issueEmailToken } from './email-tokens.ts';
import { authCallbackLink, passwordResetEmail } from './emails.ts';
import { otpHash } from './otp-hash.ts';
import { ACCOUNT_MESSAGES, EMAIL_COOLDOWN_SECONDS, OTP_TTL_MINUTES, RECOVERY_LINK_TTL_MINUTES } from './policy.ts';
import { findUserByEmail, isRole } from './user-record.ts';

/**
 * Step one of the password reset: a 6-digit code and a recovery link, in one email, both valid
 * for 10 minutes. The spec tells unknown addresses apart ('Email tidak terdaftar di sistem kami');
 * the abuse limits on this endpoint bound how much that can be probed.
 */
export async function requestPasswordOtp(deps: { db: Db; config: Pick<Config, 'JWT_SECRET' | 'APP_URL'> }, email: string): Promise<{ cooldownSeconds: number }> {
  await deps.db.transaction(async (trx) => {
    const user = await findUserByEmail(trx, email, { lock: true });
    if (!user || !isRole(user.role)) throw new AppError('NOT_FOUND', AUTH_MESSAGES.emailNotRegistered, { field: 'email' });
    const left = await emailCooldownLeft(trx, { table: 'password_otps' }, user.id, EMAIL_COOLDOWN_SECONDS);
    if (left > 0) throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.otpCooldown(left), { retryAfterSeconds: left });

    const otp = randomOtp();
    await trx('password_otps').insert({
      user_id: user.id,
      otp_hash: otpHash(deps.config.JWT_SECRET, user.id, otp),
      expires_at: trx.raw('now() + make_interval(mins => ?)', [OTP_TTL_MINUTES]),
    });
    const token = await issueEmailToken(trx, user.id, 'recovery', RECOVERY_LINK_TTL_MINUTES * 60);
    await queueEmail(trx, passwordResetEmail({ to: user.email, name: user.name, otp, link: authCallbackLink(deps.config.APP_URL, 'recovery', token) }));
  });
  return { cooldownSeconds: EMAIL_COOLDOWN_SECONDS };
}
