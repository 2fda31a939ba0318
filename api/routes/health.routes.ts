import type Router from '@koa/router';
import { pingDb, type Db } from '../../infra/db.ts';
import { pingRedis, type Redis } from '../../infra/redis.ts';
import { healthContract } from '../../core/contracts/health.contract.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

const CHECK_TIMEOUT_MS = 2000;

async function check(probe: () => Promise<void>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process answers. /readyz: it can do its work (Postgres and Redis reachable). */
export function createHealthRouter(deps: { db: Db; redis: Redis }): Router {
  const router = createRouter();
  bindEndpoint(router, healthContract.live, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  bindEndpoint(router, healthContract.ready, async (ctx) => {
    const [postgres, redis] = await Promise.all([check(() => pingDb(deps.db)), check(() => pingRedis(deps.redis))]);
    const ready = postgres === 'ok' && redis === 'ok';
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'unavailable', checks: { postgres, redis } };
  });
  return router;
}
