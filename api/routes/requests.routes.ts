import type Router from '@koa/router';
import { openRequestsQuerySchema, ownRequestsQuerySchema } from '../../core/requests/request-query.schema.ts';
import { chooseTutorSchema, createRequestSchema } from '../../core/requests/request.schema.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { cancelRequest } from '../../services/requests/cancel-request.ts';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { createRequest } from '../../services/requests/create-request.ts';
import { getRequest } from '../../services/requests/get-request.ts';
import { joinRequest } from '../../services/requests/join-request.ts';
import { listOpenRequests } from '../../services/requests/list-open-requests.ts';
import { listOwnRequests } from '../../services/requests/list-own-requests.ts';
import { currentUser, requireUser } from '../middleware/authenticate.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { noStore } from '../middleware/no-store.ts';
import { createRouter } from './router.ts';

export type RequestsRouteDeps = { db: Db; config: Pick<Config, 'JWT_SECRET' | 'REQUEST_MAX_TUTORS' | 'REQUEST_LIFETIME_HOURS'> };

/**
 * Learning requests (docs/product.md#learning-requests): post, the owner's list, the tutors' open
 * list, detail, join, choose, cancel. Roles are guarded here and again in the use cases; who owns
 * or may read a request is the use cases' call. A body's price, total, status or owner is dropped
 * by the schemas: the server decides them.
 */
export function createRequestsRouter(deps: RequestsRouteDeps): Router {
  const router = createRouter('/api/requests');
  router.use(noStore);

  router.post('/', requireUser('customer'), idempotent(deps, { route: 'requests.create' }), async (ctx) => {
    const request = await createRequest(deps, currentUser(ctx), createRequestSchema.parse(ctx.request.body ?? {}));
    ctx.state.log.info({ requestId: request.id }, 'learning request opened');
    ctx.status = 201;
    ctx.body = { request };
  });

  router.get('/mine', requireUser('customer'), async (ctx) => {
    const { cursor } = ownRequestsQuerySchema.parse(ctx.query);
    ctx.body = await listOwnRequests(deps, currentUser(ctx), cursor);
  });

  router.get('/open', requireUser('tutor', 'admin'), async (ctx) => {
    ctx.body = await listOpenRequests(deps, currentUser(ctx), openRequestsQuerySchema.parse(ctx.query));
  });

  router.get('/:id', requireUser(), async (ctx) => {
    ctx.body = { request: await getRequest(deps, currentUser(ctx), ctx.params.id ?? '') };
  });

  router.post('/:id/join', requireUser('tutor'), async (ctx) => {
    ctx.body = await joinRequest(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  router.post('/:id/choose', requireUser('customer'), async (ctx) => {
    const result = await chooseTutor(deps, currentUser(ctx), ctx.params.id ?? '', chooseTutorSchema.parse(ctx.request.body ?? {}));
    ctx.state.log.info({ requestId: result.request.id, transactionId: result.transactionId }, 'learning request tutor chosen');
    ctx.body = result;
  });

  router.post('/:id/cancel', requireUser('customer'), async (ctx) => {
    ctx.body = await cancelRequest(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  return router;
}
