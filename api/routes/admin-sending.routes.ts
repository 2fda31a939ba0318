import Router from '@koa/router';
import { adminSendingContract as C } from '../../core/contracts/admin-sending.contract.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Queues } from '../../infra/queue.ts';
import type { Redis } from '../../infra/redis.ts';
import { listFailedJobs } from '../../services/admin/list-failed-jobs.ts';
import { listSendQueues } from '../../services/admin/list-send-queues.ts';
import { readWhatsAppLogin } from '../../services/admin/read-whatsapp-login.ts';
import { retryFailedJob } from '../../services/admin/retry-failed-job.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { createAdminOnlyRouter } from './admin-router.ts';
import { bindEndpoint } from './bind-endpoint.ts';

export type AdminSendingDeps = {
  db: Db;
  redis: Redis;
  queues: Pick<Queues, 'get'>;
  config: Pick<Config, 'REDIS_PREFIX' | 'WHATSAPP_ENABLED'>;
};

/** The console's 'Bot & Antrean' tab: send queues, their failed jobs, a retry, the WhatsApp login. Admins only. */
export function createAdminSendingRouter(deps: AdminSendingDeps): Router {
  const router = createAdminOnlyRouter();

  bindEndpoint(router, C.sendQueues, async (ctx) => {
    ctx.body = { queues: await listSendQueues(deps, currentUser(ctx)) };
  });
  bindEndpoint(router, C.failedJobs, async (ctx) => {
    ctx.body = { jobs: await listFailedJobs(deps, currentUser(ctx), ctx.params.queue ?? '') };
  });
  bindEndpoint(router, C.retryJob, async (ctx) => {
    const result = await retryFailedJob(deps, currentUser(ctx), ctx.params.queue ?? '', ctx.params.jobId ?? '');
    ctx.state.log.info({ ...result, adminId: currentUser(ctx).id }, 'failed job retried');
    ctx.body = result;
  });
  bindEndpoint(router, C.whatsappLogin, async (ctx) => {
    ctx.body = await readWhatsAppLogin(deps, currentUser(ctx));
  });

  return router;
}
