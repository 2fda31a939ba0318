import Router from '@koa/router';
import { auditQuerySchema } from '../../core/admin/audit.ts';
import { adminUsersQuerySchema, verifyTutorSchema } from '../../core/admin/users.ts';
import type { Db } from '../../infra/db.ts';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';
import { listUsers } from '../../services/admin/list-users.ts';
import { disableUser, enableUser } from '../../services/admin/set-user-disabled.ts';
import { unverifyTutor, verifyTutor } from '../../services/admin/verify-tutor.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter, answerDecision } from './admin-router.ts';

/** The console's 'Pengguna' and 'Log Audit' tabs: accounts, tutor verification, the audit log. Admins only. */
export function createAdminUsersRouter(deps: { db: Db }): Router {
  const router = createAdminOnlyRouter();

  router.get('/users', async (ctx) => {
    ctx.body = await listUsers(deps, currentUser(ctx), adminUsersQuerySchema.parse(ctx.query));
  });
  router.post('/users/:id/disable', async (ctx) => {
    answerDecision(ctx, 'user disabled', await disableUser(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  router.post('/users/:id/enable', async (ctx) => {
    answerDecision(ctx, 'user enabled', await enableUser(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  router.post('/tutors/:id/verify', async (ctx) => {
    const { note } = verifyTutorSchema.parse(ctx.request.body ?? {});
    answerDecision(ctx, 'tutor verified', await verifyTutor(deps, currentUser(ctx), ctx.params.id ?? '', note));
  });
  router.post('/tutors/:id/unverify', async (ctx) => {
    answerDecision(ctx, 'tutor unverified', await unverifyTutor(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  router.get('/audit', async (ctx) => {
    ctx.body = await listAuditLog(deps, currentUser(ctx), auditQuerySchema.parse(ctx.query));
  });

  return router;
}
