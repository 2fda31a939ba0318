import type Router from '@koa/router';
import { reviewSchema } from '../../core/transactions/transaction.schema.ts';
import { listTutorReviews } from '../../services/reviews/list-tutor-reviews.ts';
import { submitReview } from '../../services/reviews/submit-review.ts';
import { currentUser, requireUser } from '../middleware/authenticate.ts';
import { idempotent, type IdempotencyDeps } from '../middleware/idempotency.ts';
import { createRouter } from './router.ts';

/** Reviews: the customer rates a finished class; anyone reads a tutor's recent reviews. */
export function createReviewsRouter(deps: IdempotencyDeps): Router {
  const router = createRouter('/api');

  router.post('/transactions/:id/review', requireUser(), idempotent(deps, { route: 'reviews.submit' }), async (ctx) => {
    const input = reviewSchema.parse(ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = await submitReview(deps, currentUser(ctx), ctx.params.id ?? '', input);
  });

  router.get('/tutors/:id/reviews', async (ctx) => {
    // Revalidated on every use: a customer who has just reviewed must see the review at once,
    // and the query is one indexed read of at most 20 rows.
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { reviews: await listTutorReviews(deps, ctx.params.id ?? '') };
  });

  return router;
}
