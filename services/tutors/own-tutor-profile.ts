import type { Actor } from '../../core/accounts/actor.ts';
import type { OwnTutorProfile } from '../../core/tutors/tutor-profile.schema.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { TUTOR_TEXT_COLUMNS, toTutorDetail, tutorNotFound, type TutorTextRow } from './get-tutor.ts';
import { requireRole } from '../accounts/require-role.ts';
import { PUBLIC_TUTOR_COLUMNS, type PublicTutorRow } from './list-tutors.ts';

// Shared by the "own profile" use cases: how the full profile reads. Who may act is a tutor
// (requireRole), on the row keyed by their own user id and nothing else.

type OwnRow = PublicTutorRow &
  TutorTextRow & { email: string; phone_number: string | null; bank_account: string | null; profile_completed_at: Date | null };

export async function readOwnProfile(db: Db | Trx, tutorId: string): Promise<OwnTutorProfile> {
  const row = await db('tutors')
    .join('users', 'users.id', 'tutors.id')
    .where('tutors.id', tutorId)
    .first<OwnRow | undefined>([
      ...[...PUBLIC_TUTOR_COLUMNS, ...TUTOR_TEXT_COLUMNS, 'phone_number', 'bank_account', 'profile_completed_at'].map(
        (column) => `tutors.${column}`,
      ),
      'users.email',
    ]);
  if (!row) throw tutorNotFound();
  // The owner reads their texts as written; others get them masked (docs/product.md#privacy-free-text).
  return {
    ...toTutorDetail(row),
    email: row.email,
    phoneNumber: row.phone_number,
    bankAccount: row.bank_account,
    profileComplete: row.profile_completed_at !== null,
  };
}

/** The signed-in tutor's profile, private fields included. */
export async function getOwnTutorProfile(db: Db, actor: Actor): Promise<OwnTutorProfile> {
  requireRole(actor, 'tutor');
  return readOwnProfile(db, actor.id);
}
