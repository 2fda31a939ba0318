import type Router from '@koa/router';
import { lessonsContract as C } from '../../core/contracts/lessons.contract.ts';
import type { Db } from '../../infra/db.ts';
import { answerProposal } from '../../services/lessons/answer-proposal.ts';
import { answerReschedule } from '../../services/lessons/answer-reschedule.ts';
import { listSessions } from '../../services/lessons/list-sessions.ts';
import { proposeReschedule } from '../../services/lessons/propose-reschedule.ts';
import { proposeSessions } from '../../services/lessons/propose-sessions.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

/**
 * Lesson sessions (docs/product.md#lesson-sessions). Beyond "signed in", who may do what is the
 * services' call: an outsider gets 403 'Akses Ditolak', an unknown id 404, as for transactions.
 */
export function createLessonsRouter(deps: { db: Db }): Router {
  const router = createRouter('/api');
  router.use(noStore);

  bindEndpoint(router, C.list, async (ctx) => {
    ctx.body = { sessions: await listSessions(deps.db, currentUser(ctx), ctx.params.id ?? '') };
  });

  bindEndpoint(router, C.propose, async (ctx, { body }) => {
    ctx.status = 201;
    ctx.body = await proposeSessions(deps, currentUser(ctx), ctx.params.id ?? '', body);
  });

  bindEndpoint(router, C.answerProposal, async (ctx, { body }) => {
    ctx.body = await answerProposal(deps, currentUser(ctx), ctx.params.id ?? '', body);
  });

  bindEndpoint(router, C.proposeReschedule, async (ctx, { body }) => {
    ctx.body = await proposeReschedule(deps, currentUser(ctx), ctx.params.id ?? '', body);
  });

  bindEndpoint(router, C.answerReschedule, async (ctx, { body }) => {
    ctx.body = await answerReschedule(deps, currentUser(ctx), ctx.params.id ?? '', body);
  });

  return router;
}
