import type Router from '@koa/router';
import { lessonAttendanceContract as C } from '../../core/contracts/lesson-attendance.contract.ts';
import type { Db } from '../../infra/db.ts';
import { answerAttendance } from '../../services/lessons/answer-attendance.ts';
import { decideDispute } from '../../services/lessons/decide-dispute.ts';
import { listDisputes } from '../../services/lessons/list-disputes.ts';
import { writeDisputeStatement } from '../../services/lessons/write-dispute-statement.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { answerDecision, createAdminOnlyRouter } from './admin-router.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

/** Attendance answers and dispute statements of a session's two sides; the services check who may. */
export function createLessonAttendanceRouter(deps: { db: Db }): Router {
  const router = createRouter('/api');

  bindEndpoint(router, C.answerAttendance, async (ctx, { body }) => {
    ctx.body = await answerAttendance(deps, currentUser(ctx), ctx.params.id ?? '', body.answer);
  });

  bindEndpoint(router, C.disputeStatement, async (ctx, { body }) => {
    ctx.body = await writeDisputeStatement(deps, currentUser(ctx), ctx.params.id ?? '', body.statement);
  });

  return router;
}

/** The console's 'Sengketa' tab: the queue and the decision. Admins only (the services check too). */
export function createAdminDisputesRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter('/api/admin/disputes');

  bindEndpoint(router, C.disputes, async (ctx) => {
    ctx.body = { disputes: await listDisputes(deps, currentUser(ctx)) };
  });

  bindEndpoint(router, C.decideDispute, async (ctx, { body }) => {
    const result = await decideDispute(deps, currentUser(ctx), ctx.params.id ?? '', body);
    answerDecision(ctx, 'dispute decided', { disputeId: ctx.params.id, outcome: body.outcome, ...result });
  });

  return router;
}
