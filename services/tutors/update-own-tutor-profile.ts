import { AppError } from '../../core/errors.ts';
import { TUTOR_PROFILE_MESSAGES, type OwnTutorProfile, type UpdateTutorProfile } from '../../core/tutors/tutor-profile.schema.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Storage } from '../../infra/storage.ts';
import { tutorNotFound } from './get-tutor.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { readOwnProfile } from './own-tutor-profile.ts';
import { deleteReplacedAvatar } from './replaced-avatar.ts';
import { tutorProfileColumns } from '../accounts/tutor-profile-columns.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';

type Current = { image_url: string | null; price_per_hour: number; is_available: boolean };

/**
 * Dashboard "save profile" (docs/product.md#tutor-profile-save). The row is the actor's own, locked
 * while it changes; price and availability changes are audited. A photo URL must be the tutor's
 * current upload (uploads go through the photo endpoint; an address elsewhere is refused, decision
 * 042). The replaced upload is deleted once the change is committed.
 */
export async function updateOwnTutorProfile(
  deps: { db: Db; storage: Storage; logger: Logger },
  actor: Actor,
  input: UpdateTutorProfile,
): Promise<OwnTutorProfile> {
  requireRole(actor, 'tutor');
  const previousImage = await deps.db.transaction(async (trx) => {
    const current = await trx('tutors')
      .where({ id: actor.id })
      .forUpdate()
      .first<Current | undefined>('image_url', 'price_per_hour', 'is_available');
    if (!current) throw tutorNotFound();
    const imageUrl = input.imageUrl === undefined ? current.image_url : input.imageUrl;
    if (imageUrl !== null && imageUrl !== current.image_url) {
      throw new AppError('VALIDATION', TUTOR_PROFILE_MESSAGES.imageUrl, { field: 'imageUrl' });
    }
    const isAvailable = input.isAvailable ?? current.is_available;
    await trx('tutors')
      .where({ id: actor.id })
      .update({ ...tutorProfileColumns(input), image_url: imageUrl, is_available: isAvailable });
    if (current.price_per_hour !== input.pricePerHour || current.is_available !== isAvailable) {
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'tutor.profile_updated',
        entity: 'tutors',
        entityId: actor.id,
        before: { pricePerHour: current.price_per_hour, isAvailable: current.is_available },
        after: { pricePerHour: input.pricePerHour, isAvailable },
      });
    }
    return imageUrl === current.image_url ? null : current.image_url;
  });
  await deleteReplacedAvatar(deps, actor.id, previousImage);
  return readOwnProfile(deps.db, actor.id);
}
