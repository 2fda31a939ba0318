import type Router from '@koa/router';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import type { Storage } from '../../infra/storage.ts';
import { getTutorPreviewImage } from '../../services/tutors/get-tutor-preview-image.ts';
import { avatarFileSchema, mediaContract, previewFileSchema } from '../../core/contracts/media.contract.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

/**
 * Public media: tutor avatars and their link-preview pictures. Payment proofs are private and
 * never served from here.
 */
export function createMediaRouter(deps: { db: Db; storage: Storage }): Router {
  const router = createRouter('/media');
  bindEndpoint(router, mediaContract.avatar, async (ctx) => {
    const file = avatarFileSchema.safeParse(ctx.params.file);
    const object = file.success ? await deps.storage.get(`avatars/${file.data}`) : null;
    if (!object) throw new AppError('NOT_FOUND', 'Gambar tidak ditemukan.');
    ctx.type = object.contentType;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = object.bytes;
  });
  bindEndpoint(router, mediaContract.preview, async (ctx) => {
    const file = previewFileSchema.safeParse(ctx.params.file);
    if (!file.success) throw new AppError('NOT_FOUND', 'Gambar tidak ditemukan.');
    ctx.body = await getTutorPreviewImage(deps, file.data.slice(0, -'.jpg'.length));
    ctx.type = 'image/jpeg';
    ctx.set('Cache-Control', 'public, max-age=86400');
  });
  return router;
}
