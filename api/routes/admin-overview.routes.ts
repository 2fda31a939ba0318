import Router from '@koa/router';
import type { Db } from '../../infra/db.ts';
import { getAdminOverview } from '../../services/admin/get-overview.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter } from './admin-router.ts';

/** The console's 'Ringkasan' tab (docs/product.md#admin-overview). Admins only (the service checks too). */
export function createAdminOverviewRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter();

  router.get('/overview', async (ctx) => {
    ctx.body = await getAdminOverview(deps, currentUser(ctx));
  });

  return router;
}
