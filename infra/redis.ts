import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/**
 * Producers and request-path clients fail fast: a request must never hang because Redis is away
 * (the outbox keeps the work). Workers need `maxRetriesPerRequest: null` (BullMQ's rule), so they
 * ask for `forWorker`.
 */
export function createRedis(url: string, options: { forWorker?: boolean; name?: string } = {}): Redis {
  const base: RedisOptions = {
    connectionName: options.name,
    lazyConnect: false,
    enableOfflineQueue: options.forWorker ?? false,
    maxRetriesPerRequest: options.forWorker ? null : 1,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  const client = new Redis(url, base);
  // An 'error' listener keeps a lost connection from crashing the process; ioredis reconnects.
  client.on('error', () => {});
  return client;
}

export async function pingRedis(redis: Redis): Promise<void> {
  const answer = await redis.ping();
  if (answer !== 'PONG') throw new Error(`unexpected PING answer ${answer}`);
}
