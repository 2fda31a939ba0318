import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { queueConfirmationEmail } from './confirmation-email.ts';
import { refuseDuringEmailCooldown } from './email-tokens.ts';
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
    await refuseDuringEmailCooldown(trx, { table: 'email_tokens', purpose: 'confirm_email' }, user.id, ACCOUNT_MESSAGES.resendCooldown);
    await queueConfirmationEmail(trx, deps.config, user.id);
  });
  return { cooldownSeconds: EMAIL_COOLDOWN_SECONDS };
}
