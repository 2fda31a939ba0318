import Router from '@koa/router';
import { adminFeedbackContract as C } from '../../core/contracts/admin-feedback.contract.ts';
import type { Db } from '../../infra/db.ts';
import { listFeedbackInbox } from '../../services/feedback/list-feedback-inbox.ts';
import { replyFeedback } from '../../services/feedback/reply-feedback.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter } from './admin-router.ts';
import { bindEndpoint } from './bind-endpoint.ts';

/** The console's 'Feedback' tab: every user's feedback and reports, and the reply. Admins only (the services check too). */
export function createAdminFeedbackRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter('/api/admin/feedback');

  bindEndpoint(router, C.inbox, async (ctx, { query }) => {
    ctx.body = await listFeedbackInbox(deps, currentUser(ctx), query);
  });

  bindEndpoint(router, C.reply, async (ctx, { body: { reply } }) => {
    const result = await replyFeedback(deps, currentUser(ctx), ctx.params.id ?? '', reply);
    ctx.state.log.info({ feedbackId: result.feedback.id, adminId: currentUser(ctx).id }, 'feedback replied');
    ctx.body = result;
  });

  return router;
}
