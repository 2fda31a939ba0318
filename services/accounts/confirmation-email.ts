import { CONFIRM_EMAIL_TTL_HOURS } from '../../core/accounts/email-confirmation.ts';
import type { Config } from '../../infra/config.ts';
import type { Trx } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { issueEmailToken } from './email-tokens.ts';
import { mailedSecretKey } from './mailed-secrets.ts';

/**
 * A new confirmation link for the user, in the caller's transaction (sign-up, resend): the token
 * row and the event the email is written from, which names the row and never the token.
 */
export async function queueConfirmationEmail(trx: Trx, config: Pick<Config, 'JWT_SECRET'>, userId: string): Promise<void> {
  const tokenId = await issueEmailToken(trx, mailedSecretKey(config.JWT_SECRET), userId, 'confirm_email', CONFIRM_EMAIL_TTL_HOURS * 3600);
  await writeOutbox(trx, 'account.confirmation_requested', { userId, tokenId });
}
