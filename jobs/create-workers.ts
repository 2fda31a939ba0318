import { Worker, type Processor, type WorkerOptions } from 'bullmq';
import { Api } from 'grammy';
import type { Channel } from '../core/notifications/channels.ts';
import type { Db } from '../infra/db.ts';
import { errorSummary, throttledWarn } from '../infra/log-safe.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import { QUEUE_OWNERS, type QueueName, type Queues } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import { createTelegramPacing, type TelegramPacingOptions } from '../infra/telegram-pacing.ts';
import { createEmailSender } from '../services/notifications/email-sender.ts';
import type { NotificationPlans } from '../services/notifications/plan.ts';
import { createEventProcessor } from '../services/notifications/process-event.ts';
import { createSendProcessor } from '../services/notifications/send-job.ts';
import { createTelegramSender } from '../services/notifications/telegram-sender.ts';

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

/** The bot that sends: a real token and api.telegram.org, or the emulator's in development and tests. */
export type TelegramSending = { token: string; apiRoot: string; pacing?: TelegramPacingOptions };

/**
 * Telegram's overall limit, for the whole deployment: BullMQ's limiter counts the queue's job
 * starts across every worker, and a 429 sets the same limiter key (queue.rateLimit).
 */
export const TELEGRAM_LIMITER = { max: 30, duration: 1_000 } as const;
/** Sends mostly wait for their slot (35 ms apart): enough jobs in hand to keep the slots filled. */
const TELEGRAM_CONCURRENCY = 10;
/** A send that takes longer is given up and retried (grammY would wait 500 s); well inside the lease. */
const TELEGRAM_TIMEOUT_SECONDS = 30;

export type WorkersDeps = {
  db: Db;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  mailer: Mailer;
  plans: Partial<NotificationPlans>;
  queues: Pick<Queues, 'addDeliveries' | 'get'>;
  /** Absent: nobody is told by Telegram, and the telegram queue has no worker here. */
  telegram?: TelegramSending;
  /** WhatsApp deliveries are planned here and sent by the bot process, which owns the socket. */
  whatsappEnabled?: boolean;
  timings?: DeliveryTimings;
  concurrency?: number;
  /** Run for each event before it is planned (the payment deadline's jobs, jobs/payment-deadlines.ts). */
  afterEvent?: (event: { type: string; payload: unknown }) => Promise<void>;
};

/** Email always; a chat channel when this deployment has it (docs/architecture.md#queues). */
export function deliveryChannels(options: { telegram: boolean; whatsapp: boolean }): Channel[] {
  return ['email', ...(options.telegram ? (['telegram'] as const) : []), ...(options.whatsapp ? (['whatsapp'] as const) : [])];
}

type QueueWork = { processor: Processor; options?: Partial<WorkerOptions> };

/** The workers of the queues the `jobs` process owns (decision 009): 'events', email and Telegram sends. */
export function createWorkers(deps: WorkersDeps): Workers {
  const logger = deps.logger.child({ component: 'workers' });
  const timings = deps.timings ?? {};
  const leaseMs = timings.leaseMs ?? DEFAULT_LEASE_MS;
  // BullMQ's rule for workers: commands wait through a reconnect instead of failing.
  const connection = createRedis(deps.redisUrl, { forWorker: true, name: 'ajarin-worker' });
  const channels = deliveryChannels({ telegram: deps.telegram !== undefined, whatsapp: deps.whatsappEnabled ?? false });
  const work: Partial<Record<QueueName, QueueWork>> = {
    events: {
      processor: createEventProcessor({
        db: deps.db,
        plans: deps.plans,
        channels,
        queues: deps.queues,
        logger,
        afterEvent: deps.afterEvent,
      }),
    },
    email: {
      processor: createSendProcessor({
        db: deps.db,
        send: createEmailSender({ db: deps.db, plans: deps.plans, mailer: deps.mailer }),
        leaseMs,
        logger,
      }),
    },
  };
  if (deps.telegram) {
    const telegramQueue = deps.queues.get('telegram');
    const send = createTelegramSender({
      db: deps.db,
      plans: deps.plans,
      api: new Api(deps.telegram.token, { apiRoot: deps.telegram.apiRoot, timeoutSeconds: TELEGRAM_TIMEOUT_SECONDS }),
      pacing: createTelegramPacing(connection, deps.prefix, deps.telegram.pacing),
      pauseQueue: (ms) => telegramQueue.rateLimit(ms),
    });
    work.telegram = {
      processor: createSendProcessor({ db: deps.db, send, leaseMs, logger }),
      options: { limiter: TELEGRAM_LIMITER, concurrency: TELEGRAM_CONCURRENCY },
    };
  }

  const workers = Object.entries(work).map(([queue, { processor, options }]) => {
    if (QUEUE_OWNERS[queue as QueueName] !== 'jobs') throw new Error(`queue ${queue} is not worked by the jobs process`);
    const worker = new Worker(queue, processor, {
      connection,
      prefix: deps.prefix,
      concurrency: deps.concurrency ?? 5,
      ...(timings.lockDurationMs ? { lockDuration: timings.lockDurationMs } : {}),
      ...(timings.stalledIntervalMs ? { stalledInterval: timings.stalledIntervalMs } : {}),
      ...options,
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
