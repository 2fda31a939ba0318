import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { queueEmail } from '../notifications/queue-email.ts';
import { emailCooldownLeft, issueEmailToken } from './email-tokens.ts';
import { authCallbackLink, confirmationEmail } from './emails.ts';
import { ACCOUNT_MESSAGES, CONFIRM_EMAIL_TTL_HOURS, EMAIL_COOLDOWN_SECONDS } from './policy.ts';
import { findUserByEmail } from './user-record.ts';

/**
 * Sends a fresh confirmation link. Unknown and already confirmed addresses get the same answer
 * and no email, so the endpoint does not tell who is registered. The 60-second cooldown is read
 * from the last token's created_at in Postgres: it holds with Redis down and across api instances.
 */
export async function resendConfirmation(deps: { db: Db; config: Pick<Config, 'APP_URL'> }, email: string): Promise<{ cooldownSeconds: number }> {
  await deps.db.transaction(async (trx) => {
    const user = await findUserByEmail(trx, email, { lock: true });
    if (!user || user.email_confirmed_at || user.disabled_at) return;
    const left = await emailCooldownLeft(trx, { table: 'email_tokens', purpose: 'confirm_email' }, user.id, EMAIL_COOLDOWN_SECONDS);
    if (left > 0) throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.resendCooldown(left), { retryAfterSeconds: left });
    const token = await issueEmailToken(trx, user.id, 'confirm_email', CONFIRM_EMAIL_TTL_HOURS * 3600);
    await queueEmail(trx, confirmationEmail({ to: user.email, name: user.name, link: authCallbackLink(deps.config.APP_URL, 'signup', token) }));
  });
  return { cooldownSeconds: EMAIL_COOLDOWN_SECONDS };
}
