import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { newAvatarKey, reencodeAvatar, sniffImage } from '../../infra/images.ts';
import { publicMediaUrl, type Storage } from '../../infra/storage.ts';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from './policy.ts';

// A tutor's profile photo: judged by its bytes and re-encoded by sharp (infra/images.ts), so what
// we store and serve is our own WebP without the original's metadata.

/** Refuses, before anything is created, a photo that is too large or not an image. */
export function assertAvatarPhoto(file: { bytes: Buffer; truncated: boolean }): void {
  if (file.truncated || file.bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.photoTooLarge, { field: 'photo' });
  }
  if (!sniffImage(file.bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.photoNotImage, { field: 'photo' });
}

/** Stores the re-encoded photo under a fresh server-chosen key and points the tutor at it. */
export async function saveTutorPhoto(deps: { db: Db; storage: Storage }, tutorId: string, bytes: Buffer): Promise<string> {
  const webp = await reencodeAvatar(bytes);
  const key = newAvatarKey(tutorId);
  await deps.storage.put(key, webp, 'image/webp');
  const url = publicMediaUrl(key);
  await deps.db('tutors').where({ id: tutorId }).update({ image_url: url });
  return url;
}
