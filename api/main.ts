// Production entry of the api process (docker compose runs several). Migrations are applied by the
// one-shot `migrate` service before any api starts; the all-in-one `npm start` migrates by itself.
import path from 'node:path';
import { loadConfigOrExit } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { createQueues } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import { createStorageFromConfig } from '../infra/storage.ts';
import { createApp } from './create-app.ts';

const SHUTDOWN_DEADLINE_MS = 10_000;

const config = loadConfigOrExit({ requireDatabaseUrl: 'api/main.ts' });

const logger = createLogger({ level: config.LOG_LEVEL, name: 'api' });
const db = createDb(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
const redis = createRedis(config.REDIS_URL, { name: 'api' });
const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, logger });
const storage = createStorageFromConfig(config, path.resolve(config.DATA_DIR));
const webDir = path.resolve(import.meta.dirname, '../dist/web');
const server = createApp({ config, db, redis, queues, logger, storage, webDir }).listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT }, 'api listening');
});

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    // Event streams never go idle: give in-flight requests a moment, then end them.
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
  await Promise.allSettled([db.destroy(), redis.quit(), queues.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
