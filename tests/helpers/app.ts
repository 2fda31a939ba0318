import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { createApp, type AppDeps } from '../../api/create-app.ts';
import { devRouters } from '../../dev/index.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { createQueues } from '../../infra/queue.ts';
import { createRedis } from '../../infra/redis.ts';
import { createStorage } from '../../infra/storage.ts';
import { freshDatabase } from './database.ts';
import { listen } from './http.ts';

/**
 * The real HTTP app on a fresh database and the test Redis, listening on an ephemeral port.
 * `overrides` swaps dependencies (e.g. a Redis that is down). The /dev pages are mounted as
 * `npm start` mounts them outside production; a test with a chat emulator passes its own `devRouters`.
 */
export async function startTestApp(overrides: Partial<AppDeps> = {}, env: Record<string, string> = {}) {
  const { db, url: databaseUrl } = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, REDIS_URL: inject('redisUrl'), ...env });
  const redis = createRedis(config.REDIS_URL);
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-storage-'));
  const storage = createStorage({ driver: 'local', dir: storageDir });
  const logger = createLogger({ level: 'silent' });
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  afterAll(async () => {
    redis.disconnect();
    await queues.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
  const deps: AppDeps = { config, db, redis, queues, logger, storage, devRouters: devRouters(), ...overrides };
  const baseUrl = await listen(createApp(deps));
  return { baseUrl, deps, db, storage };
}
