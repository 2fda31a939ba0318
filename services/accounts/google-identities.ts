import type { Trx } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';

// The user_identities rows of Google (decision 032): an account at Google is its subject, never
// its address. Linking and unlinking are audited in the transaction that does them.

export const GOOGLE = 'google';

/** What a verified ID token told us (infra/google-oidc.ts). */
export type GoogleProfile = { subject: string; email: string | undefined; emailVerified: boolean; name: string | undefined };

/** How the account holder proved the link: a new account, their password, or their signed-in session. */
export type LinkProof = 'new-account' | 'password' | 'signed-in';

type IdentityRow = { id: string; user_id: string; email: string; created_at: Date };

export async function findGoogleIdentity(trx: Trx, subject: string): Promise<IdentityRow | undefined> {
  return trx('user_identities')
    .where({ provider: GOOGLE, subject })
    .first<IdentityRow | undefined>('id', 'user_id', 'email', 'created_at')
    .forUpdate();
}

export async function findUserGoogleIdentity(trx: Trx, userId: string): Promise<IdentityRow | undefined> {
  return trx('user_identities')
    .where({ provider: GOOGLE, user_id: userId })
    .first<IdentityRow | undefined>('id', 'user_id', 'email', 'created_at')
    .forUpdate();
}

export async function insertGoogleIdentity(
  trx: Trx,
  input: { userId: string; subject: string; email: string; proof: LinkProof },
): Promise<void> {
  await trx('user_identities').insert({ user_id: input.userId, provider: GOOGLE, subject: input.subject, email: input.email });
  await writeAudit(trx, {
    actorId: input.userId,
    action: 'user.google_linked',
    entity: 'user',
    entityId: input.userId,
    before: null,
    after: { provider: GOOGLE, proof: input.proof },
  });
}

/** A returning sign-in: the address Google now gives is what /akun shows. */
export async function touchGoogleIdentity(trx: Trx, id: string, email: string | undefined): Promise<void> {
  await trx('user_identities')
    .where({ id })
    .update({ last_used_at: trx.fn.now(), ...(email ? { email } : {}) });
}

/** A name for a new account from Google's: control characters dropped, 1-120 characters. */
export function accountName(profile: Pick<GoogleProfile, 'name' | 'email'>): string {
  const name = (profile.name ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 120)
    .trim();
  return name || (profile.email ?? '').split('@')[0]?.slice(0, 120) || 'Pengguna Google';
}

/** Unique-index violations that mean another request got there first. */
export function isUniqueViolation(error: unknown, constraints: readonly string[]): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint !== undefined && constraints.includes(constraint);
}
