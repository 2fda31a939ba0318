import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/create-app.ts';
import { loadConfig, type Config } from '../../infra/config.ts';
import { createDb } from '../../infra/db.ts';
import { createLogger } from '../../infra/logger.ts';
import { createQueues } from '../../infra/queue.ts';
import { createRedis } from '../../infra/redis.ts';
import { createStorage } from '../../infra/storage.ts';

export type BenchServer = {
  port: number;
  config: Config;
  /**
   * Resolves once the app holds and awaits no database connection. autocannon stops by dropping its
   * connections, but the app still finishes what they had sent: without this, one phase's leftovers
   * would queue ahead of the next phase's first requests.
   */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * createApp on an ephemeral port of this process, with its own JWT secret (the bench signs its
 * users' tokens with it), local file storage in a temporary folder and a Redis prefix of its own,
 * whose keys (rate-limit counters, queues) are deleted on stop.
 */
export async function startServer(url: string, poolMax: number): Promise<BenchServer> {
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATABASE_POOL_MAX: String(poolMax), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench-${process.pid}`, JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const db = createDb(url, { poolMax: config.DATABASE_POOL_MAX });
  const redis = createRedis(config.REDIS_URL, { name: 'bench' });
  // Request-path clients fail fast instead of queueing: the first rate-limit check and the key
  // clean-up on stop need the connection up.
  await new Promise((resolve) => redis.once('ready', resolve));
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bench-'));
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  const app = createApp({ config, db, redis, queues, logger: createLogger({ level: 'silent' }), storage: createStorage({ driver: 'local', dir: storageDir }) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    config,
    settle: async () => {
      const pool = db.client.pool as { numUsed: () => number; numPendingAcquires: () => number };
      while (pool.numUsed() > 0 || pool.numPendingAcquires() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for await (const keys of redis.scanStream({ match: `${config.REDIS_PREFIX}:*`, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
      await queues.close();
      await db.destroy();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
