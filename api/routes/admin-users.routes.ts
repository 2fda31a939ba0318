import Router from '@koa/router';
import { adminUsersContract as C } from '../../core/contracts/admin-users.contract.ts';
import type { Db } from '../../infra/db.ts';
import type { ActiveSessions } from '../../services/accounts/active-session-cache.ts';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';
import { listUsers } from '../../services/admin/list-users.ts';
import { disableUser, enableUser } from '../../services/admin/set-user-disabled.ts';
import { unverifyTutor, verifyTutor } from '../../services/admin/verify-tutor.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter, answerDecision } from './admin-router.ts';
import { bindEndpoint } from './bind-endpoint.ts';

/** The console's 'Pengguna' and 'Log Audit' tabs: accounts, tutor verification, the audit log. Admins only. */
export function createAdminUsersRouter(deps: { db: Db; sessions: ActiveSessions }): Router {
  const router = createAdminOnlyRouter();

  bindEndpoint(router, C.users, async (ctx, { query }) => {
    ctx.body = await listUsers(deps, currentUser(ctx), query);
  });
  bindEndpoint(router, C.disable, async (ctx) => {
    answerDecision(ctx, 'user disabled', await disableUser(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  bindEndpoint(router, C.enable, async (ctx) => {
    answerDecision(ctx, 'user enabled', await enableUser(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  bindEndpoint(router, C.verifyTutor, async (ctx, { body: { note } }) => {
    answerDecision(ctx, 'tutor verified', await verifyTutor(deps, currentUser(ctx), ctx.params.id ?? '', note));
  });
  bindEndpoint(router, C.unverifyTutor, async (ctx) => {
    answerDecision(ctx, 'tutor unverified', await unverifyTutor(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  bindEndpoint(router, C.audit, async (ctx, { query }) => {
    ctx.body = await listAuditLog(deps, currentUser(ctx), query);
  });

  return router;
}
