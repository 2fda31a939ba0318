import { AUTH_MESSAGES } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { LinkedWays } from '../../core/accounts/linked-ways.ts';
import { linkedWays } from './linked-ways.ts';
import { otpMatches } from './otp-hash.ts';
import { OTP_MAX_ATTEMPTS } from './policy.ts';
import { signResetToken } from './reset-token.ts';
import { findUserByEmail } from './user-record.ts';

type OtpRow = { id: string; otp_hash: string; attempts: number; used_at: Date | null; expired: boolean };

type Outcome = { kind: 'valid'; userId: string; otpId: string } | { kind: 'invalid' } | { kind: 'burned' };

/**
 * Step two: the code from the email. Only the newest code counts; each wrong try is recorded, and
 * the fifth burns the code. A correct code earns a 10-minute reset token; the code itself is
 * spent when the new password is saved.
 */
export async function verifyPasswordOtp(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  input: { email: string; otp: string },
): Promise<{ resetToken: string; linked: LinkedWays }> {
  // The wrong-try counter must commit even though the request fails, so errors are thrown after.
  const outcome = await deps.db.transaction(async (trx): Promise<Outcome> => {
    const user = await findUserByEmail(trx, input.email);
    if (!user) return { kind: 'invalid' };
    const row = await trx('password_otps')
      .where({ user_id: user.id })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first<OtpRow | undefined>('id', 'otp_hash', 'attempts', 'used_at', trx.raw('expires_at <= now() as expired'))
      .forUpdate();
    if (!row || row.used_at || row.expired) return { kind: 'invalid' };
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'burned' };
    if (otpMatches(deps.config.JWT_SECRET, user.id, input.otp, row.otp_hash)) return { kind: 'valid', userId: user.id, otpId: row.id };
    await trx('password_otps')
      .where({ id: row.id })
      .update({ attempts: row.attempts + 1 });
    return row.attempts + 1 >= OTP_MAX_ATTEMPTS ? { kind: 'burned' } : { kind: 'invalid' };
  });

  if (outcome.kind === 'burned') throw new AppError('VALIDATION', AUTH_MESSAGES.otpBurned, { field: 'otp' });
  if (outcome.kind === 'invalid') throw new AppError('VALIDATION', AUTH_MESSAGES.otpInvalid, { field: 'otp' });
  return {
    resetToken: await signResetToken(deps.config.JWT_SECRET, { userId: outcome.userId, method: 'otp', grantId: outcome.otpId }),
    // Only after the code proved the mailbox: what else opens this account (docs/decisions/041).
    linked: await linkedWays(deps.db, outcome.userId),
  };
}
