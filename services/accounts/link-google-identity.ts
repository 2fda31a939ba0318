import type { GoogleFailure } from '../../core/accounts/google.ts';
import type { Db } from '../../infra/db.ts';
import {
  findGoogleIdentity,
  findUserGoogleIdentity,
  insertGoogleIdentity,
  isUniqueViolation,
  type GoogleProfile,
  type LinkProof,
} from './google-identities.ts';
import { findUserById } from './user-record.ts';

export type LinkOutcome =
  { linked: true } | { linked: false; reason: Extract<GoogleFailure, 'taken' | 'other-linked' | 'disabled' | 'failed'> };

/**
 * Links a Google account to a user who has just proved they hold the account: they signed in with
 * its password in the browser that came back from Google, or started the link from /akun while
 * signed in (docs/product.md#accounts-google). Already linked to this very Google account: done.
 */
export async function linkGoogleIdentity(
  db: Db,
  userId: string,
  profile: Pick<GoogleProfile, 'subject' | 'email'>,
  proof: Exclude<LinkProof, 'new-account'>,
): Promise<LinkOutcome> {
  try {
    return await db.transaction(async (trx): Promise<LinkOutcome> => {
      const user = await findUserById(trx, userId, { lock: true });
      if (!user) return { linked: false, reason: 'failed' };
      if (user.disabled_at) return { linked: false, reason: 'disabled' };
      const owner = await findGoogleIdentity(trx, profile.subject);
      if (owner) return owner.user_id === userId ? { linked: true } : { linked: false, reason: 'taken' };
      if (await findUserGoogleIdentity(trx, userId)) return { linked: false, reason: 'other-linked' };
      await insertGoogleIdentity(trx, { userId, subject: profile.subject, email: profile.email ?? user.email, proof });
      return { linked: true };
    });
  } catch (error) {
    // Another request linked this Google account or this user meanwhile.
    if (isUniqueViolation(error, ['user_identities_provider_subject_key'])) return { linked: false, reason: 'taken' };
    if (isUniqueViolation(error, ['user_identities_user_id_provider_key'])) return { linked: false, reason: 'other-linked' };
    throw error;
  }
}
