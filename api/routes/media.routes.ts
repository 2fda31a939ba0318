import Router from '@koa/router';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import type { Storage } from '../../infra/storage.ts';

const avatarFile = text().regex(/^[a-z0-9][a-z0-9_-]{0,80}\.(webp|jpg|png)$/);

/** Public media: tutor avatars only. Payment proofs are private and never served from here. */
export function createMediaRouter(deps: { storage: Storage }): Router {
  const router = new Router({ prefix: '/media' });
  router.get('/avatars/:file', async (ctx) => {
    const file = avatarFile.safeParse(ctx.params.file);
    const object = file.success ? await deps.storage.get(`avatars/${file.data}`) : null;
    if (!object) throw new AppError('NOT_FOUND', 'Gambar tidak ditemukan.');
    ctx.type = object.contentType;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = object.bytes;
  });
  return router;
}
