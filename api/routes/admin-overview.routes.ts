import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { Db } from '../../infra/db.ts';
import { getAdminOverview } from '../../services/admin/get-overview.ts';
import { currentUser, requireUser } from '../middleware/authenticate.ts';

/** The console's 'Ringkasan' tab (docs/product.md#admin-overview). Admins only (the service checks too). */
export function createAdminOverviewRouter(deps: { db: Db }): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireUser('admin'), async (ctx: Context, next: Next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/overview', async (ctx) => {
    ctx.body = await getAdminOverview(deps, currentUser(ctx));
  });

  return router;
}
