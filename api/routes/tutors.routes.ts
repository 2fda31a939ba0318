import type Router from '@koa/router';
import type { Context } from 'koa';
import { tutorsContract as C } from '../../core/contracts/tutors.contract.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { isMultipart, parseMultipart } from '../../infra/multipart.ts';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import type { Storage } from '../../infra/storage.ts';
import { AVATAR_MAX_BYTES } from '../../services/accounts/policy.ts';
import { completeTutorProfile } from '../../services/tutors/complete-tutor-profile.ts';
import { getOwnTutorProfile } from '../../services/tutors/own-tutor-profile.ts';
import type { PublicTutorReads } from '../../services/tutors/public-tutor-reads.ts';
import { setTutorAvailability } from '../../services/tutors/set-tutor-availability.ts';
import { updateOwnTutorProfile } from '../../services/tutors/update-own-tutor-profile.ts';
import { uploadTutorPhoto } from '../../services/tutors/upload-tutor-photo.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type TutorsDeps = {
  config: Pick<Config, 'REDIS_PREFIX'>;
  db: Db;
  redis: Redis;
  logger: Logger;
  storage: Storage;
  /** The public reads, from memory where they may be (docs/decisions/024); the pages read through them too. */
  publicTutors: PublicTutorReads;
};

const MESSAGES = {
  malformed: 'Format data tidak valid.',
  photoMissing: 'Silakan pilih file foto terlebih dahulu.',
} as const;

/** Public lists and profiles, and the signed-in tutor's own profile under /me (never an id). */
export function createTutorsRouter(deps: TutorsDeps): Router {
  const { db, storage } = deps;
  const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
  const router = createRouter('/api/tutors');
  const ownProfileDeps = (ctx: Context) => ({ db, storage, limiter, logger: ctx.state.log as Logger });
  // The most read answers of the app, public and the same for everyone: sent as the JSON text kept.
  const sendPublic = async (ctx: Context, read: Promise<string>) => {
    ctx.type = 'json';
    ctx.body = await read;
  };

  bindEndpoint(
    router,
    C.gallery,
    async (ctx, { query }) => {
      await sendPublic(ctx, deps.publicTutors.gallery(query));
    },
    { pureQuery: true },
  );

  bindEndpoint(router, C.priceRange, async (ctx) => {
    await sendPublic(ctx, deps.publicTutors.priceRange());
  });

  // Registered before '/:id' so 'me' is never read as an id.
  bindEndpoint(router, C.ownProfile, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await getOwnTutorProfile(db, currentUser(ctx));
  });

  bindEndpoint(router, C.updateOwnProfile, async (ctx, { body: input }) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await updateOwnTutorProfile(ownProfileDeps(ctx), currentUser(ctx), input);
  });

  // A Google sign-up's tutor form (docs/product.md#accounts-google): listed once this succeeds.
  bindEndpoint(router, C.completeProfile, async (ctx, { body: input }) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await completeTutorProfile({ db }, currentUser(ctx), input);
  });

  bindEndpoint(router, C.setAvailability, async (ctx, { body: { isAvailable } }) => {
    ctx.body = await setTutorAvailability(db, currentUser(ctx), isAvailable);
  });

  bindEndpoint(router, C.uploadPhoto, async (ctx) => {
    const user = currentUser(ctx);
    if (!isMultipart(ctx.get('content-type'))) throw new AppError('VALIDATION', MESSAGES.malformed);
    ctx.body = await uploadTutorPhoto(ownProfileDeps(ctx), user, async () => {
      // One byte over the limit is enough to tell "too large" (busboy flags a file of exactly the limit).
      const form = await parseMultipart(ctx.req, {
        fileSize: AVATAR_MAX_BYTES + 1,
        files: 1,
        fields: 2,
        fieldSize: 1024,
        totalBytes: C.uploadPhoto.upload.maxBodyBytes,
      });
      const file = form.files[0];
      if (!file || file.field !== 'photo' || (file.bytes.length === 0 && !file.filename))
        throw new AppError('VALIDATION', MESSAGES.photoMissing, { field: 'photo' });
      return { bytes: file.bytes, truncated: file.truncated };
    });
  });

  bindEndpoint(router, C.profile, async (ctx) => {
    await sendPublic(ctx, deps.publicTutors.tutor(ctx.params.id ?? ''));
  });

  return router;
}
