import { AUTH_MESSAGES } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { lockEmailToken } from './email-tokens.ts';
import { issueSession, type ClientInfo, type SessionGrant } from './issue-session.ts';
import { ACCOUNT_MESSAGES } from './policy.ts';
import { findUserById, toSessionUser } from './user-record.ts';

const invalid = () => new AppError('VALIDATION', AUTH_MESSAGES.verificationInvalid);

type Outcome = { kind: 'signed-in'; grant: SessionGrant } | { kind: 'disabled' };

/**
 * Confirms the address behind a sign-up link (once, within 24 hours) and signs the user in, as
 * the callback page expects: it sends the user on to their landing page
 * (docs/product.md#accounts-confirmation). Holding the link proves the mailbox, which is also all
 * a password reset asks for.
 */
export async function confirmEmail(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  token: string,
  client: ClientInfo,
): Promise<SessionGrant> {
  const outcome = await deps.db.transaction(async (trx): Promise<Outcome> => {
    const row = await lockEmailToken(trx, token, 'confirm_email');
    if (!row || row.used_at || row.expired) throw invalid();
    await trx('email_tokens').where({ id: row.id }).update({ used_at: trx.fn.now() });
    await trx('users').where({ id: row.user_id }).whereNull('email_confirmed_at').update({ email_confirmed_at: trx.fn.now() });
    const user = await findUserById(trx, row.user_id);
    if (!user) throw invalid();
    // The confirmation stands; a disabled account just gets no session.
    if (user.disabled_at) return { kind: 'disabled' };
    const { sessionId: _sessionId, ...grant } = await issueSession(trx, deps.config.JWT_SECRET, toSessionUser(user), { client });
    return { kind: 'signed-in', grant };
  });
  if (outcome.kind === 'disabled') throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.accountDisabled, { reason: 'ACCOUNT_DISABLED' });
  return outcome.grant;
}
