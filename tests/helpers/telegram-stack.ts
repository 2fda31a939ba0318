import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import { startTelegramPolling } from '../../bot/telegram/start-telegram.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import { createRedis } from '../../infra/redis.ts';
import type { Storage } from '../../infra/storage.ts';
import { startTelegramEmulator } from '../../infra/telegram-emulator/index.ts';
import { emulatedChats } from './telegram-chats.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { redisPrefix } from './database.ts';

/**
 * Everything Telegram around an app already running on `db` and `storage`: the Bot API emulator,
 * the real bot polling it, and the real jobs process sending to it, all on one Redis prefix of
 * their own. The app's config must carry TELEGRAM_BOT_TOKEN (the emulator's) so /akun hands out
 * link codes. Every log line of the bot and the jobs is kept, unredacted, for leak scans.
 */
export async function startTelegramStack(deps: { config: Config; db: Db; storage: Storage }) {
  const emulator = await startTelegramEmulator();
  const prefix = redisPrefix().replace(':', '-');
  const config = { ...deps.config, REDIS_PREFIX: prefix, TELEGRAM_BOT_TOKEN: emulator.token, TELEGRAM_API_ROOT: emulator.apiRoot };
  const redis = createRedis(config.REDIS_URL);
  const logLines: string[] = [];
  const logger = pino({ level: 'trace' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString('utf8')), done()) }));
  const bot = await startTelegramPolling({
    config,
    db: deps.db,
    redis,
    storage: deps.storage,
    logger,
    limiter: createRateLimiter({ redis, logger, prefix: `${prefix}:rl` }),
    telegram: { token: emulator.token, apiRoot: emulator.apiRoot },
  });
  const jobs = await startJobs({ config, db: deps.db, logger });
  afterAll(async () => {
    await bot.stop();
    await jobs.stop();
    await emulator.stop();
    redis.disconnect();
  });

  const { chatUser, nextMessage } = emulatedChats(emulator, 810_000_000);

  return { emulator, logLines, chatUser, nextMessage };
}
