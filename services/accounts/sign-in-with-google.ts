import { isRole, type Role } from '../../core/accounts/auth.schema.ts';
import type { GoogleFailure, GoogleRole } from '../../core/accounts/google.ts';
import type { Config } from '../../infra/config.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { markTutorActive } from './mark-tutor-active.ts';
import {
  accountName,
  findGoogleIdentity,
  insertGoogleIdentity,
  isUniqueViolation,
  touchGoogleIdentity,
  type GoogleProfile,
} from './google-identities.ts';
import { issueSession, type ClientInfo, type SessionGrant } from './issue-session.ts';
import { findUserByEmail, findUserById, toSessionUser } from './user-record.ts';

export type GoogleSignInOutcome =
  | { kind: 'signed-in'; grant: SessionGrant; created: boolean }
  /** The address belongs to an account Google is not linked to: its owner must prove it first. */
  | { kind: 'link-required'; userId: string; role: Role; email: string }
  | { kind: 'refused'; reason: Extract<GoogleFailure, 'disabled' | 'email-unverified' | 'failed'> };

const RACES = ['users_email_key', 'user_identities_provider_subject_key'] as const;

/**
 * The callback's decision (docs/product.md#accounts-google): a known Google subject signs its
 * account in; an address Google verified that no account has becomes a new account of `role`
 * (confirmed: Google checked the address; no password); an address an account already has is
 * never linked here, whatever its role, since the holder of the Google account has not shown they
 * hold that account (decision 032). A disabled account gets nothing either way.
 */
export async function signInWithGoogle(
  deps: { db: Db; config: Pick<Config, 'JWT_SECRET'> },
  profile: GoogleProfile,
  role: GoogleRole,
  client: ClientInfo,
): Promise<GoogleSignInOutcome> {
  const attempt = () => deps.db.transaction((trx) => decide(trx, deps.config.JWT_SECRET, profile, role, client));
  try {
    return await attempt();
  } catch (error) {
    // Two first sign-ins of one Google account (two tabs) race for the same rows: the second
    // finds the first's account on its next try.
    if (!isUniqueViolation(error, RACES)) throw error;
    return attempt();
  }
}

async function decide(
  trx: Trx,
  secret: string,
  profile: GoogleProfile,
  role: GoogleRole,
  client: ClientInfo,
): Promise<GoogleSignInOutcome> {
  const identity = await findGoogleIdentity(trx, profile.subject);
  if (identity) {
    const user = await findUserById(trx, identity.user_id, { lock: true });
    if (!user || !isRole(user.role)) return { kind: 'refused', reason: 'failed' };
    if (user.disabled_at) return { kind: 'refused', reason: 'disabled' };
    await touchGoogleIdentity(trx, identity.id, profile.emailVerified ? profile.email : undefined);
    return { kind: 'signed-in', grant: await startSession(trx, secret, toSessionUser(user), client), created: false };
  }

  // From here on the address decides, so it must be one Google vouches for.
  if (!profile.email || !profile.emailVerified) return { kind: 'refused', reason: 'email-unverified' };
  const existing = await findUserByEmail(trx, profile.email, { lock: true });
  if (existing) {
    if (existing.disabled_at) return { kind: 'refused', reason: 'disabled' };
    if (!isRole(existing.role)) return { kind: 'refused', reason: 'failed' };
    return { kind: 'link-required', userId: existing.id, role: existing.role, email: existing.email };
  }

  const name = accountName(profile);
  const [row] = await trx('users')
    .insert({ email: profile.email.toLowerCase(), password_hash: null, role, name, email_confirmed_at: trx.fn.now() })
    .returning<{ id: string; email: string; role: string; name: string }[]>(['id', 'email', 'role', 'name']);
  if (!row) throw new Error('users insert returned no row');
  // A tutor from Google has a name only: listed once the tutor form is filled in on the dashboard.
  if (role === 'tutor') await trx('tutors').insert({ id: row.id, name, profile_completed_at: null });
  else await trx('customers').insert({ id: row.id, name });
  await insertGoogleIdentity(trx, { userId: row.id, subject: profile.subject, email: profile.email, proof: 'new-account' });
  return { kind: 'signed-in', grant: await startSession(trx, secret, toSessionUser(row), client), created: true };
}

async function startSession(trx: Trx, secret: string, user: ReturnType<typeof toSessionUser>, client: ClientInfo): Promise<SessionGrant> {
  // Signing in is activity, as with a password (docs/product.md#tutor-activity).
  if (user.role === 'tutor') await markTutorActive(trx, user.id);
  const { sessionId: _sessionId, ...grant } = await issueSession(trx, secret, user, { client });
  return grant;
}
