import { Queue, type DefaultJobOptions } from 'bullmq';
import type { Channel } from '../core/notifications/channels.ts';
import { QUEUE_PRIORITY, type SendClass } from '../core/notifications/send-class.ts';
import type { Logger } from './logger.ts';
import { createRedis } from './redis.ts';
import type { DeliveryJobData, OutboxJobData } from './job-data.ts';
import { QUEUE_NAMES, type QueueName } from '../core/jobs/queue-names.ts';

export { QUEUE_NAMES, QUEUE_OWNERS, type QueueName } from '../core/jobs/queue-names.ts';

/** The queue of each channel's sends. */
export const CHANNEL_QUEUES = { email: 'email', telegram: 'telegram', whatsapp: 'whatsapp' } as const satisfies Record<Channel, QueueName>;

/**
 * Same row, same job id, so adding it twice while the first job is kept is a no-op. Made of the
 * row's random key, not its id: ids restart in a fresh or restored database, and BullMQ ignores
 * an add whose id it still holds, which lost that row's event (decision 005).
 */
export function jobIdForOutbox(jobKey: string): string {
  return `outbox-${jobKey}`;
}

/** Delivery ids are random uuids, unique across databases like outbox job keys. */
export function jobIdForDelivery(deliveryId: string): string {
  return `delivery-${deliveryId}`;
}

export type QueueOptions = {
  redisUrl: string;
  prefix: string;
  logger?: Logger;
  /** First retry delay, doubling from there (tests shorten it). */
  backoffMs?: number;
};

function defaultJobOptions(backoffMs: number): DefaultJobOptions {
  return {
    // 5 s doubling over 10 attempts: about 85 minutes of retries, enough to outlast an SMTP outage.
    attempts: 10,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: 24 * 3600, count: 1_000 },
    removeOnFail: { age: 14 * 24 * 3600, count: 5_000 },
  };
}

export type Queues = {
  /** Adds the job for an outbox row to 'events'; rejects at once when Redis is unreachable. */
  addEvent: (job: OutboxJobData & { type: string }) => Promise<void>;
  /** Adds the send job of one delivery row to its channel's queue, taken in the order of its event's class. */
  addDelivery: (channel: Channel, job: DeliveryJobData, sendClass: SendClass) => Promise<void>;
  /**
   * Adds the send jobs of many delivery rows of one channel in one Redis round trip: a new request
   * can reach hundreds of tutors, and one add each would be one round trip each.
   */
  addDeliveries: (channel: Channel, jobs: DeliveryJobData[], sendClass: SendClass) => Promise<void>;
  get: (queue: QueueName) => Queue;
  close: () => Promise<void>;
};

/**
 * Producers that fail fast: no offline queue, no waiting for a connection, so the relay learns at
 * once that Redis is away and leaves the row pending. One Redis connection serves every queue.
 */
export function createQueues(options: QueueOptions): Queues {
  const redis = createRedis(options.redisUrl, { name: 'ajarin-producer' });
  const queues = new Map<QueueName, Queue>();
  for (const name of QUEUE_NAMES) {
    const queue = new Queue(name, {
      connection: redis,
      prefix: options.prefix,
      defaultJobOptions: defaultJobOptions(options.backoffMs ?? 5_000),
      // Both would make the first command wait for a connection (or fail the queue for good).
      skipWaitingForReady: true,
      skipVersionCheck: true,
    });
    // Connection trouble surfaces as a rejected add(); the caller records and logs it there.
    queue.on('error', (error) =>
      options.logger?.debug({ queue: name, error: { name: error.name, message: error.message } }, 'queue connection error'),
    );
    queues.set(name, queue);
  }

  const get = (name: QueueName): Queue => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`unknown queue ${name}`);
    return queue;
  };

  let closing: Promise<void> | undefined;
  return {
    addEvent: async (job) => {
      await get('events').add(job.type, { outboxId: job.outboxId, jobKey: job.jobKey }, { jobId: jobIdForOutbox(job.jobKey) });
    },
    addDelivery: async (channel, job, sendClass) => {
      await get(CHANNEL_QUEUES[channel]).add(
        channel,
        { deliveryId: job.deliveryId },
        { jobId: jobIdForDelivery(job.deliveryId), priority: QUEUE_PRIORITY[sendClass] },
      );
    },
    addDeliveries: async (channel, jobs, sendClass) => {
      if (jobs.length === 0) return;
      const priority = QUEUE_PRIORITY[sendClass];
      await get(CHANNEL_QUEUES[channel]).addBulk(
        jobs.map((job) => ({
          name: channel,
          data: { deliveryId: job.deliveryId },
          opts: { jobId: jobIdForDelivery(job.deliveryId), priority },
        })),
      );
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
