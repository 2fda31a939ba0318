import type Router from '@koa/router';
import { feedbackContract as C } from '../../core/contracts/feedback.contract.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import { getFeedback } from '../../services/feedback/get-feedback.ts';
import { listOwnFeedback } from '../../services/feedback/list-own-feedback.ts';
import { submitFeedback } from '../../services/feedback/submit-feedback.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type FeedbackRouteDeps = { db: Db; redis: Redis; logger: Logger; config: Pick<Config, 'JWT_SECRET' | 'REDIS_PREFIX'> };

/**
 * Feedback and reports (docs/product.md#feedback): send one, the own history, one entry. Any
 * signed-in role; who may read an entry is the use case's call (its author or an admin).
 */
export function createFeedbackRouter(deps: FeedbackRouteDeps): Router {
  const router = createRouter('/api/feedback');
  const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
  router.use(noStore);

  bindEndpoint(
    router,
    C.submit,
    async (ctx, { body }) => {
      const feedback = await submitFeedback({ db: deps.db, limiter }, currentUser(ctx), body);
      ctx.state.log.info({ feedbackId: feedback.id }, 'feedback sent');
      ctx.status = 201;
      ctx.body = { feedback };
    },
    { idempotency: deps },
  );

  bindEndpoint(router, C.mine, async (ctx, { query }) => {
    ctx.body = await listOwnFeedback(deps, currentUser(ctx), query.cursor);
  });

  bindEndpoint(router, C.detail, async (ctx) => {
    ctx.body = { feedback: await getFeedback(deps, currentUser(ctx), ctx.params.id ?? '') };
  });

  return router;
}
