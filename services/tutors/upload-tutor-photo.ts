import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { newAvatarKey, reencodeAvatar } from '../../infra/images.ts';
import type { Logger } from '../../infra/logger.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import { publicMediaUrl, type Storage } from '../../infra/storage.ts';
import { assertAvatarPhoto } from '../accounts/avatar-photo.ts';
import { ACCOUNT_MESSAGES, PHOTO_UPLOAD_LIMIT } from '../accounts/policy.ts';
import { tutorNotFound } from './get-tutor.ts';
import { deleteReplacedAvatar } from './replaced-avatar.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';

// Magic bytes can look right on a file sharp cannot decode (truncated, corrupt), and a small file
// can declare a canvas past the pixel limit: both are the user's file, not our failure.
function unreadablePhoto(error: unknown): AppError {
  const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
  return tooManyPixels
    ? new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.photoTooLarge, { field: 'photo' })
    : new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.photoNotImage, { field: 'photo' });
}

export type PhotoFile = { bytes: Buffer; truncated: boolean };

/**
 * The dashboard's photo upload, read from `source` once the tutor may upload: size and type checked by bytes, re-encoded by sharp (metadata
 * stripped, pixel limit), stored under a fresh server key, and the tutor pointed at it under a row
 * lock. The photo it replaces is deleted after the commit; if the update fails, the new file is.
 */
export async function uploadTutorPhoto(
  deps: { db: Db; storage: Storage; logger: Logger; limiter: RateLimiter },
  actor: Actor,
  source: () => Promise<PhotoFile>,
): Promise<{ imageUrl: string }> {
  requireRole(actor, 'tutor');
  // Counted before the file is read, and here rather than in a route, so every channel is limited alike.
  await deps.limiter.enforce([{ rule: PHOTO_UPLOAD_LIMIT, subject: actor.id }]);
  const file = await source();
  assertAvatarPhoto(file);
  const webp = await reencodeAvatar(file.bytes).catch((error: unknown) => {
    throw unreadablePhoto(error);
  });
  const key = newAvatarKey(actor.id);
  await deps.storage.put(key, webp, 'image/webp');
  const imageUrl = publicMediaUrl(key);
  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (trx) => {
      const current = await trx('tutors').where({ id: actor.id }).forUpdate().first<{ image_url: string | null } | undefined>('image_url');
      if (!current) throw tutorNotFound();
      await trx('tutors').where({ id: actor.id }).update({ image_url: imageUrl });
      return current.image_url;
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
  await deleteReplacedAvatar(deps, actor.id, previous);
  return { imageUrl };
}
