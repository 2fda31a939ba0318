import type Router from '@koa/router';
import { reviewsContract } from '../../core/contracts/reviews.contract.ts';
import { listTutorReviews } from '../../services/reviews/list-tutor-reviews.ts';
import { submitReview } from '../../services/reviews/submit-review.ts';
import { currentUser } from '../middleware/authenticate.ts';
import type { IdempotencyDeps } from '../middleware/idempotency.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

/** Reviews: the customer rates a finished class; anyone reads a tutor's recent reviews. */
export function createReviewsRouter(deps: IdempotencyDeps): Router {
  const router = createRouter('/api');

  bindEndpoint(
    router,
    reviewsContract.submit,
    async (ctx, { body: input }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = await submitReview(deps, currentUser(ctx), ctx.params.id ?? '', input);
    },
    { idempotency: deps },
  );

  bindEndpoint(router, reviewsContract.list, async (ctx) => {
    // Revalidated on every use: a customer who has just reviewed must see the review at once,
    // and the query is one indexed read of at most 20 rows.
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { reviews: await listTutorReviews(deps, ctx.params.id ?? '') };
  });

  return router;
}
