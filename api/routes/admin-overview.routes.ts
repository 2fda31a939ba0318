import Router from '@koa/router';
import { adminOverviewContract } from '../../core/contracts/admin-overview.contract.ts';
import type { Db } from '../../infra/db.ts';
import { getAdminOverview } from '../../services/admin/get-overview.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter } from './admin-router.ts';
import { bindEndpoint } from './bind-endpoint.ts';

/** The console's 'Ringkasan' tab (docs/product.md#admin-overview). Admins only (the service checks too). */
export function createAdminOverviewRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter();

  bindEndpoint(router, adminOverviewContract.overview, async (ctx) => {
    ctx.body = await getAdminOverview(deps, currentUser(ctx));
  });

  return router;
}
