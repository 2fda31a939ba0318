import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { auditQuerySchema } from '../../core/admin/audit.ts';
import { adminUsersQuerySchema, verifyTutorSchema } from '../../core/admin/users.ts';
import type { Db } from '../../infra/db.ts';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';
import { listUsers } from '../../services/admin/list-users.ts';
import { disableUser, enableUser } from '../../services/admin/set-user-disabled.ts';
import { unverifyTutor, verifyTutor } from '../../services/admin/verify-tutor.ts';
import { currentUser, requireUser } from '../middleware/authenticate.ts';

/** The console's 'Pengguna' and 'Log Audit' tabs: accounts, tutor verification, the audit log. Admins only. */
export function createAdminUsersRouter(deps: { db: Db }): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireUser('admin'), async (ctx: Context, next: Next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  const decided = (ctx: Context, what: string, result: object) => {
    ctx.state.log.info({ ...result, adminId: currentUser(ctx).id }, what);
    ctx.body = result;
  };

  router.get('/users', async (ctx) => {
    ctx.body = await listUsers(deps, currentUser(ctx), adminUsersQuerySchema.parse(ctx.query));
  });
  router.post('/users/:id/disable', async (ctx) => {
    decided(ctx, 'user disabled', await disableUser(deps, currentUser(ctx), ctx.params.id ?? ''));
  });
  router.post('/users/:id/enable', async (ctx) => {
    decided(ctx, 'user enabled', await enableUser(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  router.post('/tutors/:id/verify', async (ctx) => {
    const { note } = verifyTutorSchema.parse(ctx.request.body ?? {});
    decided(ctx, 'tutor verified', await verifyTutor(deps, currentUser(ctx), ctx.params.id ?? '', note));
  });
  router.post('/tutors/:id/unverify', async (ctx) => {
    decided(ctx, 'tutor unverified', await unverifyTutor(deps, currentUser(ctx), ctx.params.id ?? ''));
  });

  router.get('/audit', async (ctx) => {
    ctx.body = await listAuditLog(deps, currentUser(ctx), auditQuerySchema.parse(ctx.query));
  });

  return router;
}
