import { AppError } from '../../core/errors.ts';
import type { PublicTutorDetail } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { maskContactDetails } from '../../core/privacy/mask-contact-details.ts';
import { PUBLIC_TUTOR_COLUMNS, toPublicTutor, toTutorCard, type PublicTutorRow } from './list-tutors.ts';

export const TUTOR_NOT_FOUND = 'Tutor tidak ditemukan';

export const tutorNotFound = () => new AppError('NOT_FOUND', TUTOR_NOT_FOUND);

export type TutorTextRow = { bio: string | null; experience: string[] | null; notes_to_students: string | null };

export const TUTOR_TEXT_COLUMNS = ['bio', 'experience', 'notes_to_students'] as const;

/** The profile as its tutor wrote it: for the tutor's own profile only. */
export function toTutorDetail(row: PublicTutorRow & TutorTextRow): PublicTutorDetail {
  return { ...toTutorCard(row), bio: row.bio, experience: row.experience, notesToStudents: row.notes_to_students };
}

/**
 * The profile page as visitors and customers read it: every free text masked for contact details
 * (docs/product.md#privacy-free-text), whoever reads it, before or after a payment (a paid
 * customer has the phone on the transaction, not in the bio).
 */
export function toPublicTutorDetail(row: PublicTutorRow & TutorTextRow): PublicTutorDetail {
  return {
    ...toPublicTutor(row),
    bio: maskContactDetails(row.bio),
    experience: row.experience && row.experience.map((line) => maskContactDetails(line)),
    notesToStudents: maskContactDetails(row.notes_to_students),
  };
}

/** The public profile page. An unknown, unlisted (unconfirmed, disabled) or malformed id look the same: not found. */
export async function getTutor(db: Db, id: string): Promise<PublicTutorDetail> {
  if (!isUuid(id)) throw tutorNotFound();
  const row = await db('tutors')
    .where({ id, listed: true })
    .first<(PublicTutorRow & TutorTextRow) | undefined>([...PUBLIC_TUTOR_COLUMNS, ...TUTOR_TEXT_COLUMNS])
    .options(PREPARED);
  if (!row) throw tutorNotFound();
  return toPublicTutorDetail(row);
}
