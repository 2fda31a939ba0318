import type Router from '@koa/router';
import { requestsContract as C } from '../../core/contracts/requests.contract.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { cancelRequest } from '../../services/requests/cancel-request.ts';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { createRequest } from '../../services/requests/create-request.ts';
import { getRequest } from '../../services/requests/get-request.ts';
import { joinRequest } from '../../services/requests/join-request.ts';
import { listOpenRequests } from '../../services/requests/list-open-requests.ts';
import { listOwnRequests } from '../../services/requests/list-own-requests.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type RequestsRouteDeps = {
  db: Db;
  config: Pick<
    Config,
    'JWT_SECRET' | 'REQUEST_MAX_TUTORS' | 'REQUEST_LIFETIME_HOURS' | 'PAYMENT_WINDOW_HOURS' | 'UNIQUE_CODE_MIN' | 'UNIQUE_CODE_MAX'
  >;
};

/**
 * Learning requests (docs/product.md#learning-requests): post, the owner's list, the tutors' open
 * list, detail, join, choose, cancel. Roles are guarded from the contract and again in the use
 * cases; who owns or may read a request is the use cases' call. A body's price, total, status or
 * owner is dropped by the schemas: the server decides them.
 */
export function createRequestsRouter(deps: RequestsRouteDeps): Router {
  const router = createRouter('/api/requests');
  router.use(noStore);

  bindEndpoint(
    router,
    C.create,
    async (ctx, { body }) => {
      const request = await createRequest(deps, currentUser(ctx), body);
      ctx.state.log.info({ requestId: request.id }, 'learning request opened');
      ctx.status = 201;
      ctx.body = { request };
    },
    { idempotency: deps },
  );

  bindEndpoint(router, C.mine, async (ctx, { query }) => {
    ctx.body = await listOwnRequests(deps, currentUser(ctx), query.cursor);
  });

  bindEndpoint(router, C.open, async (ctx, { query }) => {
    ctx.body = await listOpenRequests(deps, currentUser(ctx), query);
  });

  bindEndpoint(router, C.detail, async (ctx) => {
    ctx.body = { request: await getRequest(deps, currentUser(ctx), ctx.params.id ?? '') };
  });

  bindEndpoint(router, C.join, async (ctx) => {
    ctx.body = await joinRequest(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  bindEndpoint(router, C.choose, async (ctx, { body }) => {
    const result = await chooseTutor(deps, currentUser(ctx), ctx.params.id ?? '', body);
    ctx.state.log.info({ requestId: result.request.id, transactionId: result.transactionId }, 'learning request tutor chosen');
    ctx.body = result;
  });

  bindEndpoint(router, C.cancel, async (ctx) => {
    ctx.body = await cancelRequest(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  return router;
}
