import type { Role } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { OwnTutorProfile } from '../../core/tutors/tutor-profile.schema.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { ACCOUNT_MESSAGES } from '../accounts/policy.ts';
import { TUTOR_TEXT_COLUMNS, toPublicTutorDetail, tutorNotFound, type TutorTextRow } from './get-tutor.ts';
import { PUBLIC_TUTOR_COLUMNS, type PublicTutorRow } from './list-tutors.ts';

// Shared by the "own profile" use cases: who may act (a tutor, on the row keyed by their own user
// id and nothing else) and how the full profile reads.

export type Actor = { id: string; role: Role };

/** Only tutors have a profile to read or change; the row is always the actor's own. */
export function assertTutor(actor: Actor): void {
  if (actor.role !== 'tutor') throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
}

type OwnRow = PublicTutorRow & TutorTextRow & { email: string; phone_number: string | null; bank_account: string | null };

export async function readOwnProfile(db: Db | Trx, tutorId: string): Promise<OwnTutorProfile> {
  const row = await db('tutors')
    .join('users', 'users.id', 'tutors.id')
    .where('tutors.id', tutorId)
    .first<OwnRow | undefined>([
      ...[...PUBLIC_TUTOR_COLUMNS, ...TUTOR_TEXT_COLUMNS, 'phone_number', 'bank_account'].map((column) => `tutors.${column}`),
      'users.email',
    ]);
  if (!row) throw tutorNotFound();
  return { ...toPublicTutorDetail(row), email: row.email, phoneNumber: row.phone_number, bankAccount: row.bank_account };
}

/** The signed-in tutor's profile, private fields included. */
export async function getOwnTutorProfile(db: Db, actor: Actor): Promise<OwnTutorProfile> {
  assertTutor(actor);
  return readOwnProfile(db, actor.id);
}
