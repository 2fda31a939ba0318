import { Worker, type Processor } from 'bullmq';
import type { Channel } from '../core/notifications/channels.ts';
import type { Db } from '../infra/db.ts';
import { errorSummary, throttledWarn } from '../infra/log-safe.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import { QUEUE_OWNERS, type QueueName, type Queues } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import { createEmailSender } from '../services/notifications/email-sender.ts';
import type { NotificationPlans } from '../services/notifications/plan.ts';
import { createEventProcessor } from '../services/notifications/process-event.ts';
import { createSendProcessor } from '../services/notifications/send-job.ts';

export type Workers = {
  /** Stops taking jobs and waits for the ones in progress. Safe to call twice. */
  close: () => Promise<void>;
  /** Past a shutdown deadline: drops the connections; jobs in progress are retried once their lock expires. */
  disconnect: () => void;
};

/** Timings of the delivery path; tests shorten them to watch a crash recover in seconds. */
export type DeliveryTimings = {
  /** How long a claimed delivery keeps other senders off (default 2 min). */
  leaseMs?: number;
  /** BullMQ lock of a running job; a dead worker's job is taken over after it (default 30 s). */
  lockDurationMs?: number;
  /** How often a worker looks for jobs whose worker died (default 30 s). */
  stalledIntervalMs?: number;
};

export const DEFAULT_LEASE_MS = 2 * 60_000;

export type WorkersDeps = {
  db: Db;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  mailer: Mailer;
  plans: Partial<NotificationPlans>;
  queues: Pick<Queues, 'addDeliveries'>;
  timings?: DeliveryTimings;
  concurrency?: number;
};

/** The channels this process can send today; Telegram and WhatsApp come with the bots. */
const CHANNELS_SENT_HERE: readonly Channel[] = ['email'];

/** The workers of the queues the `jobs` process owns (decision 009): 'events' and the email sends. */
export function createWorkers(deps: WorkersDeps): Workers {
  const logger = deps.logger.child({ component: 'workers' });
  const timings = deps.timings ?? {};
  // BullMQ's rule for workers: commands wait through a reconnect instead of failing.
  const connection = createRedis(deps.redisUrl, { forWorker: true, name: 'ajarin-worker' });
  const processors: Partial<Record<QueueName, Processor>> = {
    events: createEventProcessor({ db: deps.db, plans: deps.plans, channels: CHANNELS_SENT_HERE, queues: deps.queues, logger }),
    email: createSendProcessor({
      db: deps.db,
      send: createEmailSender({ db: deps.db, plans: deps.plans, mailer: deps.mailer }),
      leaseMs: timings.leaseMs ?? DEFAULT_LEASE_MS,
      logger,
    }),
  };

  const workers = Object.entries(processors).map(([queue, processor]) => {
    if (QUEUE_OWNERS[queue as QueueName] !== 'jobs') throw new Error(`queue ${queue} is not worked by the jobs process`);
    const worker = new Worker(queue, processor, {
      connection,
      prefix: deps.prefix,
      concurrency: deps.concurrency ?? 5,
      ...(timings.lockDurationMs ? { lockDuration: timings.lockDurationMs } : {}),
      ...(timings.stalledIntervalMs ? { stalledInterval: timings.stalledIntervalMs } : {}),
    });
    const warn = throttledWarn(logger.child({ queue }));
    worker.on('error', (error) => warn(error, 'worker connection error'));
    worker.on('failed', (job, error) => {
      // Job data is an id only; the failure reason is logged as a summary, never the whole error.
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
      logger[final ? 'error' : 'warn'](
        { queue, jobId: job?.id, attemptsMade: job?.attemptsMade, error: errorSummary(error) },
        final ? 'job failed for good' : 'job failed; will retry',
      );
    });
    return worker;
  });

  let closing: Promise<void> | undefined;
  return {
    close: () => {
      closing ??= (async () => {
        await Promise.allSettled(workers.map((worker) => worker.close()));
        // The workers run on duplicates of this connection and closed those themselves.
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      })();
      return closing;
    },
    disconnect: () => {
      for (const worker of workers) void worker.disconnect().catch(() => {});
      connection.disconnect();
    },
  };
}
