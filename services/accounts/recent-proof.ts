import { GOOGLE_MESSAGES as G, RECENT_SIGN_IN_MINUTES } from '../../core/accounts/google.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { verifyPassword } from '../../infra/password.ts';

export type RecentProof = 'password' | 'recent-sign-in';

/**
 * Adding a way into an account needs proof from the person at the keyboard, not only a live
 * session (docs/decisions/041): the account's password, or a sign-in (the login's first session)
 * within RECENT_SIGN_IN_MINUTES. Without either: 403 saying which one to give; a wrong password: 400.
 */
export async function requireRecentProof(
  db: Db,
  session: { userId: string; familyId: string },
  password: string | undefined,
): Promise<RecentProof> {
  const user = await db('users').where({ id: session.userId }).first<{ password_hash: string | null } | undefined>('password_hash');
  if (password !== undefined && password !== '') {
    if (user?.password_hash && (await verifyPassword(password, user.password_hash))) return 'password';
    throw new AppError('VALIDATION', G.wrongPassword, { field: 'password' });
  }
  const signedIn = await db('sessions')
    .where({ family_id: session.familyId, user_id: session.userId })
    .min<{ first: Date | null }>('created_at as first')
    .first();
  const recent = signedIn?.first && Date.now() - signedIn.first.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000;
  if (recent) return 'recent-sign-in';
  throw new AppError('FORBIDDEN', user?.password_hash ? G.reauthPassword : G.reauthSignIn, {
    reason: 'REAUTH_REQUIRED',
    hasPassword: Boolean(user?.password_hash),
  });
}
