import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { publicMediaUrl, type Storage } from '../../infra/storage.ts';
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from './policy.ts';

// A tutor's profile photo: judged by its bytes (never by the file name or the declared type),
// decoded and re-encoded by sharp, so what we store and serve is our own WebP without the
// original's metadata (EXIF with GPS position, camera serials, embedded thumbnails).

const MAX_SIDE = 512;
// A 750 KB file can still declare a huge canvas (decompression bomb); sharp refuses past this.
const MAX_INPUT_PIXELS = 40_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  return null;
}

/** Refuses, before anything is created, a photo that is too large or not an image. */
export function assertAvatarPhoto(file: { bytes: Buffer; truncated: boolean }): void {
  if (file.truncated || file.bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.photoTooLarge, { field: 'photo' });
  }
  if (!sniffImage(file.bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ACCOUNT_MESSAGES.photoNotImage, { field: 'photo' });
}

/** Upright (EXIF orientation applied), at most 512 px a side, WebP, no metadata. */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .rotate()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

/** Stores the re-encoded photo under a fresh server-chosen key and points the tutor at it. */
export async function saveTutorPhoto(deps: { db: Db; storage: Storage }, tutorId: string, bytes: Buffer): Promise<string> {
  const webp = await reencodeAvatar(bytes);
  const key = `avatars/${tutorId}-${randomBytes(8).toString('hex')}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  const url = publicMediaUrl(key);
  await deps.db('tutors').where({ id: tutorId }).update({ image_url: url });
  return url;
}
