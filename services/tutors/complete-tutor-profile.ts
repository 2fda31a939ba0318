import type { Actor } from '../../core/accounts/actor.ts';
import type { CompleteTutorProfile } from '../../core/accounts/sign-up.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { OwnTutorProfile } from '../../core/tutors/tutor-profile.schema.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { tutorNotFound } from './get-tutor.ts';
import { readOwnProfile } from './own-tutor-profile.ts';
import { tutorProfileColumns } from '../accounts/tutor-profile-columns.ts';

export const PROFILE_ALREADY_COMPLETE = 'Profil tutor Anda sudah lengkap. Ubah data lewat formulir profil di dashboard.';

/**
 * A tutor who signed up with Google fills in what the tutor sign-up form asks (docs/product.md#accounts-google);
 * the row becomes listed by its trigger once complete. Once only: afterwards the dashboard's
 * profile form edits it. The price it sets is audited like every price change.
 */
export async function completeTutorProfile(deps: { db: Db }, actor: Actor, input: CompleteTutorProfile): Promise<OwnTutorProfile> {
  requireRole(actor, 'tutor');
  await deps.db.transaction(async (trx) => {
    const current = await trx('tutors')
      .where({ id: actor.id })
      .forUpdate()
      .first<{ profile_completed_at: Date | null; price_per_hour: number } | undefined>('profile_completed_at', 'price_per_hour');
    if (!current) throw tutorNotFound();
    if (current.profile_completed_at) throw new AppError('CONFLICT', PROFILE_ALREADY_COMPLETE);
    // The photo is not touched: one uploaded meanwhile stays.
    await trx('tutors')
      .where({ id: actor.id })
      .update({ ...tutorProfileColumns(input), profile_completed_at: trx.fn.now() });
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'tutor.profile_completed',
      entity: 'tutors',
      entityId: actor.id,
      before: { pricePerHour: current.price_per_hour },
      after: { pricePerHour: input.pricePerHour },
    });
  });
  return readOwnProfile(deps.db, actor.id);
}
