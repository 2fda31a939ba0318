import type { Context, Next } from 'koa';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';
import { createActivityRecorder } from '../../services/tutors/record-tutor-activity.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/**
 * Records a tutor's activity after each request made with their access token, without making the
 * request wait for it or fail because of it (throttled to one write per tutor per window). Mounted
 * before `authenticate`: it reads the user that authenticate finds, once the request is handled.
 */
export function recordActivity(deps: { config: Pick<Config, 'REDIS_PREFIX'>; db: Db; redis: Redis; logger: Logger }) {
  const recorder = createActivityRecorder({ db: deps.db, redis: deps.redis, logger: deps.logger, prefix: deps.config.REDIS_PREFIX });
  return async function recordTutorActivity(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } finally {
      const user = ctx.state.user as Actor | undefined;
      if (user?.role === 'tutor') void recorder.record(user.id);
    }
  };
}
