import { createBotIdentityPublisher, type BotIdentityPublisher } from '../infra/bot-identity.ts';
import type { Config } from '../infra/config.ts';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import { createRateLimiter, type RateLimiter } from '../infra/rate-limit.ts';
import { createRedis, type Redis } from '../infra/redis.ts';
import type { Storage } from '../infra/storage.ts';
import { createActivityRecorder, type ActivityRecorder } from '../services/tutors/record-tutor-activity.ts';

// The bot process's composition root (docs/architecture.md#processes): what both channels share,
// built once, here. bot/start-bot.ts starts the channels on it; tests start one channel on it.

/** The services of the bot process: one Redis client, one limiter, one activity recorder, the published identities. */
export type BotServices = {
  config: Config;
  logger: Logger;
  db: Db;
  storage: Storage;
  redis: Redis;
  limiter: RateLimiter;
  activity: ActivityRecorder;
  identities: BotIdentityPublisher;
};

export function createBotServices(deps: {
  config: Config;
  logger: Logger;
  db: Db;
  storage: Storage;
}): BotServices & { close: () => Promise<void> } {
  const { config, logger, db } = deps;
  const prefix = config.REDIS_PREFIX;
  const redis = createRedis(config.REDIS_URL, { name: 'bot' });
  const identities = createBotIdentityPublisher({ redis, prefix, logger });
  return {
    ...deps,
    redis,
    limiter: createRateLimiter({ redis, logger, prefix: `${prefix}:rl` }),
    activity: createActivityRecorder({ db, redis, logger, prefix }),
    identities,
    close: async () => {
      await identities.stop();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
