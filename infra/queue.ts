import { Queue, type DefaultJobOptions } from 'bullmq';
import { z } from 'zod';
import type { Logger } from './logger.ts';
import { createRedis } from './redis.ts';

export const QUEUE_NAMES = ['email', 'notifications'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * Where each outbox event type goes, first matching prefix wins. An event with no entry goes to
 * 'notifications', whose worker runs the handlers registered per event type
 * (jobs/workers/notification-handlers.ts). A new queue is one entry here plus its worker.
 */
const ROUTES: readonly { prefix: `${string}.`; queue: QueueName }[] = [{ prefix: 'email.', queue: 'email' }];
const DEFAULT_QUEUE: QueueName = 'notifications';

export function queueForEvent(type: string): QueueName {
  return ROUTES.find((route) => type.startsWith(route.prefix))?.queue ?? DEFAULT_QUEUE;
}

/** A job names its outbox row and nothing else: personal data stays in Postgres, never in Redis. */
export const outboxJobDataSchema = z.object({ outboxId: z.number().int().positive(), jobKey: z.uuid() }).strict();
export type OutboxJobData = z.infer<typeof outboxJobDataSchema>;

/**
 * Same row, same job id, so adding it twice while the first job is kept is a no-op. Made of the
 * row's random key, not its id: ids restart in a fresh or restored database, and BullMQ ignores
 * an add whose id it still holds, which lost that row's event (decision 005).
 */
export function jobIdForOutbox(jobKey: string): string {
  return `outbox-${jobKey}`;
}

const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  // 5 s doubling over 10 attempts: about 85 minutes of retries, enough to outlast an SMTP outage.
  attempts: 10,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 5_000 },
};

export type Queues = {
  /** Adds the job for an outbox row; rejects at once when Redis is unreachable. */
  add: (queue: QueueName, job: OutboxJobData & { type: string }) => Promise<void>;
  get: (queue: QueueName) => Queue<OutboxJobData>;
  close: () => Promise<void>;
};

/**
 * Producers that fail fast: no offline queue, no waiting for a connection, so the relay learns at
 * once that Redis is away and leaves the row pending. One Redis connection serves every queue.
 */
export function createQueues(options: { redisUrl: string; prefix: string; logger?: Logger }): Queues {
  const redis = createRedis(options.redisUrl, { name: 'ajarin-producer' });
  const queues = new Map<QueueName, Queue<OutboxJobData>>();
  for (const name of QUEUE_NAMES) {
    const queue = new Queue<OutboxJobData>(name, {
      connection: redis,
      prefix: options.prefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
      // Both would make the first command wait for a connection (or fail the queue for good).
      skipWaitingForReady: true,
      skipVersionCheck: true,
    });
    // Connection trouble surfaces as a rejected add(); the relay records and logs it there.
    queue.on('error', (error) => options.logger?.debug({ queue: name, error: { name: error.name, message: error.message } }, 'queue connection error'));
    queues.set(name, queue);
  }

  const get = (name: QueueName): Queue<OutboxJobData> => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`unknown queue ${name}`);
    return queue;
  };

  let closing: Promise<void> | undefined;
  return {
    add: async (name, job) => {
      await get(name).add(job.type, { outboxId: job.outboxId, jobKey: job.jobKey }, { jobId: jobIdForOutbox(job.jobKey) });
    },
    get,
    close: () => {
      closing ??= (async () => {
        await Promise.allSettled([...queues.values()].map((queue) => queue.close()));
        // The queues share this connection and leave it open; quit() needs Redis, disconnect() does not.
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      })();
      return closing;
    },
  };
}
