import { AUTH_MESSAGES, isRole } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { hashPassword, verifyPassword } from '../../infra/password.ts';
import { randomToken } from '../../infra/tokens.ts';
import { markTutorActive } from './mark-tutor-active.ts';
import { issueSession, type ClientInfo, type SessionGrant } from './issue-session.ts';
import { ACCOUNT_MESSAGES } from './policy.ts';
import { findUserByEmail, toSessionUser } from './user-record.ts';

// An unknown email is checked against this hash so it costs the same scrypt time as a known one:
// response time does not tell which addresses are registered.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

/** Computes the dummy hash ahead of the first sign-in (the transport calls it at start-up). */
export function prepareSignIn(): void {
  void getDummyHash();
}

const signInFailed = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInFailed);

/**
 * Password sign-in. The account's state (role, disabled, unconfirmed) is told only to someone who
 * knows the password.
 */
export async function signIn(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SessionGrant> {
  const user = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !matches) throw signInFailed();
  if (!isRole(user.role)) throw new AppError('FORBIDDEN', AUTH_MESSAGES.roleMissing);
  if (user.disabled_at) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.accountDisabled, { reason: 'ACCOUNT_DISABLED' });
  if (!user.email_confirmed_at) throw new AppError('FORBIDDEN', AUTH_MESSAGES.emailNotConfirmed, { reason: 'EMAIL_NOT_CONFIRMED' });

  const sessionUser = toSessionUser(user);
  const { sessionId: _sessionId, ...grant } = await deps.db.transaction(async (trx) => {
    // Signing in is activity: 'Terakhir online' and the 30-day inactivity sweep read it.
    if (sessionUser.role === 'tutor') await markTutorActive(trx, sessionUser.id);
    return issueSession(trx, deps.config.JWT_SECRET, sessionUser, { client });
  });
  return grant;
}
