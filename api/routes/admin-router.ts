import type Router from '@koa/router';
import type { Context } from 'koa';
import { currentUser, requireUser } from '../middleware/authenticate.ts';
import { noStore } from '../middleware/no-store.ts';
import { createRouter } from './router.ts';

/**
 * A router under /api/admin that only admins pass (the services check the role too) and whose
 * answers are never cached: every admin screen shows the state as it is now.
 */
export function createAdminOnlyRouter(prefix = '/api/admin'): Router {
  const router = createRouter(prefix);
  router.use(requireUser('admin'), noStore);
  return router;
}

/** Answers with an admin decision's result and logs it with the deciding admin (never the payload). */
export function answerDecision(ctx: Context, what: string, result: object): void {
  ctx.state.log.info({ ...result, adminId: currentUser(ctx).id }, what);
  ctx.body = result;
}
