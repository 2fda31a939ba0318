import Router from '@koa/router';
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

export type AdminSendingDeps = {
  db: Db;
  redis: Redis;
  queues: Pick<Queues, 'get'>;
  config: Pick<Config, 'REDIS_PREFIX' | 'WHATSAPP_ENABLED'>;
};

/** The console's 'Bot & Antrean' tab: send queues, their failed jobs, a retry, the WhatsApp login. Admins only. */
export function createAdminSendingRouter(deps: AdminSendingDeps): Router {
  const router = createAdminOnlyRouter();

  router.get('/send-queues', async (ctx) => {
    ctx.body = { queues: await listSendQueues(deps, currentUser(ctx)) };
  });
  router.get('/send-queues/:queue/failed', async (ctx) => {
    ctx.body = { jobs: await listFailedJobs(deps, currentUser(ctx), ctx.params.queue ?? '') };
  });
  router.post('/send-queues/:queue/failed/:jobId/retry', async (ctx) => {
    const result = await retryFailedJob(deps, currentUser(ctx), ctx.params.queue ?? '', ctx.params.jobId ?? '');
    ctx.state.log.info({ ...result, adminId: currentUser(ctx).id }, 'failed job retried');
    ctx.body = result;
  });
  router.get('/whatsapp', async (ctx) => {
    ctx.body = await readWhatsAppLogin(deps, currentUser(ctx));
  });

  return router;
}
