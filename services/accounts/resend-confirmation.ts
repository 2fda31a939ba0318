import { CONFIRM_EMAIL_TTL_HOURS } from '../../core/accounts/email-confirmation.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { emailCooldownLeft, issueEmailToken } from './email-tokens.ts';
import { mailedSecretKey } from './mailed-secrets.ts';
import { ACCOUNT_MESSAGES, EMAIL_COOLDOWN_SECONDS } from './policy.ts';
import { findUserByEmail } from './user-record.ts';

/**
 * Sends a fresh confirmation link. Unknown and already confirmed addresses get the same answer
 * and no email, so the endpoint does not tell who is registered. The 60-second cooldown is read
 * from the last token's created_at in Postgres: it holds with Redis down and across api instances.
 */
export async function resendConfirmation(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  email: string,
): Promise<{ cooldownSeconds: number }> {
  await deps.db.transaction(async (trx) => {
    const user = await findUserByEmail(trx, email, { lock: true });
    if (!user || user.email_confirmed_at || user.disabled_at) return;
    const left = await emailCooldownLeft(trx, { table: 'email_tokens', purpose: 'confirm_email' }, user.id, EMAIL_COOLDOWN_SECONDS);
    if (left > 0) throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.resendCooldown(left), { retryAfterSeconds: left });
    const tokenId = await issueEmailToken(
      trx,
      mailedSecretKey(deps.config.JWT_SECRET),
      user.id,
      'confirm_email',
      CONFIRM_EMAIL_TTL_HOURS * 3600,
    );
    await writeOutbox(trx, 'account.confirmation_requested', { userId: user.id, tokenId });
  });
  return { cooldownSeconds: EMAIL_COOLDOWN_SECONDS };
}
