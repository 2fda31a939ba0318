import type Router from '@koa/router';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { OidcFailure } from '../../infra/google-oidc.ts';
import type { Logger } from '../../infra/logger.ts';
import { createRateLimiter, type RateLimitRule } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import { getGoogleAccount, unlinkGoogleAccount } from '../../services/accounts/google-account.ts';
import type { GoogleFlow } from '../google-flow.ts';
import { currentSessionFamily, currentUser } from '../middleware/authenticate.ts';
import { requireRecentProof } from '../../services/accounts/recent-proof.ts';
import { accountGoogleContract as C } from '../../core/contracts/account-google.contract.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type AccountGoogleDeps = { config: Pick<Config, 'REDIS_PREFIX'>; db: Db; redis: Redis; logger: Logger; google: GoogleFlow };

const LINK_START_LIMIT: RateLimitRule = { name: 'google-link:user', limit: 10, windowSeconds: 60 * 60 };
const UNAVAILABLE = 'Masuk dengan Google sedang tidak tersedia.';
const ALREADY_LINKED = 'Akun Google sudah terhubung.';

/** /akun's Google card (docs/product.md#accounts-google): see, link and 'Putuskan'. */
export function createAccountGoogleRouter(deps: AccountGoogleDeps): Router {
  const { db, google } = deps;
  const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
  const router = createRouter('/api/account/google');
  router.use(noStore);
  const available = { available: google.available };

  bindEndpoint(router, C.get, async (ctx) => {
    ctx.body = await getGoogleAccount(db, currentUser(ctx), available);
  });

  // Linking while signed in: the page sends the browser to the address this answers, with the
  // flow's cookie set here (the browser that started is the one whose return counts). A live
  // session is not proof enough to add a way in: the password, or a sign-in minutes ago (041).
  bindEndpoint(router, C.link, async (ctx, { body: { password } }) => {
    const actor = currentUser(ctx);
    if (!google.available) throw new AppError('UNAVAILABLE', UNAVAILABLE);
    if ((await getGoogleAccount(db, actor, available)).identity) throw new AppError('CONFLICT', ALREADY_LINKED);
    await limiter.enforce([{ rule: LINK_START_LIMIT, subject: actor.id }]);
    const proof = await requireRecentProof(db, { userId: actor.id, familyId: currentSessionFamily(ctx) }, password);
    ctx.state.log.info({ userId: actor.id, proof }, 'google link started');
    try {
      ctx.body = { authorizationUrl: await google.begin(ctx, { intent: 'link', userId: actor.id, role: actor.role }) };
    } catch (error) {
      if (!(error instanceof OidcFailure)) throw error;
      ctx.state.log.warn({ detail: error.detail }, 'google provider unreachable');
      throw new AppError('UNAVAILABLE', UNAVAILABLE);
    }
  });

  bindEndpoint(router, C.unlink, async (ctx) => {
    const actor = currentUser(ctx);
    const view = await unlinkGoogleAccount(db, actor, available);
    ctx.state.log.info({ userId: actor.id }, 'google unlinked');
    ctx.body = view;
  });

  return router;
}
