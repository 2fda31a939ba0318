// Production entry of the api process (docker compose runs several). Migrations are applied by the
// one-shot `migrate` service before any api starts; the all-in-one `npm start` migrates by itself.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { createQueues } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import { createStorageFromConfig } from '../infra/storage.ts';
import { createApp } from './create-app.ts';
import { drainable } from './drain-server.ts';
import { loadBuiltWebApp, WEB_BUILD } from './pages/web-app.ts';

// Requests in flight get 8 s to finish (a proof uploaded slowly from a phone); the rest of the
// deadline closes the clients. docker-compose.yml gives the api a longer stop_grace_period.
const DRAIN_GRACE_MS = 8_000;
const SHUTDOWN_DEADLINE_MS = 10_000;

const config = loadConfigOrExit({ requireDatabaseUrl: 'api/main.ts' });

const logger = createLogger({ level: config.LOG_LEVEL, name: 'api' });
const statementTimeoutMs = config.DATABASE_STATEMENT_TIMEOUT_MS;
const db = createDb(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX, statementTimeoutMs });
// Public tutor reads on a pool of their own: a gallery or profile read never waits behind writes (decision 060).
const readDb = createDb(config.DATABASE_URL, { poolMax: config.DATABASE_READ_POOL_MAX, statementTimeoutMs });
const redis = createRedis(config.REDIS_URL, { name: 'api' });
const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, logger });
const storage = createStorageFromConfig(config, path.resolve(config.DATA_DIR));
// The image's build step makes it (Dockerfile: npm run build). A checkout that was never built
// (the reliability tests run this entry) serves the api without pages.
const webDir = path.resolve(import.meta.dirname, '../dist/web');
const web = fs.existsSync(path.join(webDir, WEB_BUILD.entry)) ? await loadBuiltWebApp(webDir) : undefined;
if (!web) logger.warn({ webDir }, 'web app not built (npm run build): no pages served');
const server = createApp({ config, db, readDb, redis, queues, logger, storage, web }).listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT }, 'api listening');
});
const requests = drainable(server);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  await requests.drain(DRAIN_GRACE_MS);
  await Promise.allSettled([db.destroy(), readDb.destroy(), redis.quit(), queues.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
