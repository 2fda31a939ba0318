import { PREVIEW_IMAGE_SIDE } from '../../core/pages/preview-image.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Db } from '../../infra/db.ts';
import { renderAvatar, renderPreviewImage } from '../../infra/images.ts';
import { isPublicStorageKey, type Storage } from '../../infra/storage.ts';
import { tutorNotFound } from './get-tutor.ts';

const MEDIA_PREFIX = '/media/';

/**
 * The picture a shared profile link shows (og:image, docs/decisions/031): the tutor's photo as a
 * square JPEG, or their drawn initials when the photo is not one we store (none, or an outside
 * address, which is never fetched). Only a listed tutor has one: anyone else is not found, as
 * their profile is.
 */
export async function getTutorPreviewImage(deps: { db: Db; storage: Storage }, id: string): Promise<Buffer> {
  if (!isUuid(id)) throw tutorNotFound();
  const tutor = await deps
    .db('tutors')
    .where({ id, listed: true })
    .first<{ name: string; image_url: string | null } | undefined>('name', 'image_url');
  if (!tutor) throw tutorNotFound();
  const key = tutor.image_url?.startsWith(MEDIA_PREFIX) ? tutor.image_url.slice(MEDIA_PREFIX.length) : null;
  const photo = key && isPublicStorageKey(key) ? await deps.storage.get(key) : null;
  return renderPreviewImage(photo?.bytes ?? (await renderAvatar({ name: tutor.name, seed: id })), PREVIEW_IMAGE_SIDE);
}
