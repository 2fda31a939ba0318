import type Router from '@koa/router';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import type { Db } from '../../infra/db.ts';
import type { Storage } from '../../infra/storage.ts';
import { getTutorPreviewImage } from '../../services/tutors/get-tutor-preview-image.ts';
import { createRouter } from './router.ts';

const avatarFile = text().regex(/^[a-z0-9][a-z0-9_-]{0,80}\.(webp|jpg|png)$/);
const previewFile = text().regex(/^[0-9a-f-]{36}\.jpg$/);

/**
 * Public media: tutor avatars and their link-preview pictures. Payment proofs are private and
 * never served from here.
 */
export function createMediaRouter(deps: { db: Db; storage: Storage }): Router {
  const router = createRouter('/media');
  router.get('/avatars/:file', async (ctx) => {
    const file = avatarFile.safeParse(ctx.params.file);
    const object = file.success ? await deps.storage.get(`avatars/${file.data}`) : null;
    if (!object) throw new AppError('NOT_FOUND', 'Gambar tidak ditemukan.');
    ctx.type = object.contentType;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = object.bytes;
  });
  // Named with the photo it shows (core/pages/preview-image.ts): a new photo is a new address.
  router.get('/previews/tutors/:file', async (ctx) => {
    const file = previewFile.safeParse(ctx.params.file);
    if (!file.success) throw new AppError('NOT_FOUND', 'Gambar tidak ditemukan.');
    ctx.body = await getTutorPreviewImage(deps, file.data.slice(0, -'.jpg'.length));
    ctx.type = 'image/jpeg';
    ctx.set('Cache-Control', 'public, max-age=86400');
  });
  return router;
}
