import { Worker, type Processor } from 'bullmq';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import type { Mailer } from '../infra/mail.ts';
import type { OutboxJobData, QueueName } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import type { MailContext } from '../services/notifications/mail-context.ts';
import { errorSummary, throttledWarn } from './log-safe.ts';
import { createEmailProcessor } from './workers/email.job.ts';
import { createNotificationHandlers, type NotificationHandlerTable } from './workers/notification-handlers.ts';
import { createNotificationsProcessor } from './workers/notifications.job.ts';

export type Workers = {
  /** Stops taking jobs and waits for the ones in progress. Safe to call twice. */
  close: () => Promise<void>;
  /** Past a shutdown deadline: drops the connections; jobs in progress are retried once their lock expires. */
  disconnect: () => void;
};

export type WorkersDeps = {
  db: Db;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  mailer: Mailer;
  /** Links and payment details for notification emails (mailContextFrom(config)). */
  mail: MailContext;
  notificationHandlers?: NotificationHandlerTable;
  concurrency?: number;
};

export function createWorkers(deps: WorkersDeps): Workers {
  const logger = deps.logger.child({ component: 'workers' });
  // BullMQ's rule for workers: commands wait through a reconnect instead of failing.
  const connection = createRedis(deps.redisUrl, { forWorker: true, name: 'ajarin-worker' });
  const processors: Record<QueueName, Processor<OutboxJobData>> = {
    email: createEmailProcessor({ db: deps.db, mailer: deps.mailer, logger }),
    notifications: createNotificationsProcessor({ db: deps.db, logger, handlers: deps.notificationHandlers ?? createNotificationHandlers({ mail: deps.mail }) }),
  };

  const workers = Object.entries(processors).map(([queue, processor]) => {
    const worker = new Worker<OutboxJobData>(queue, processor, {
      connection,
      prefix: deps.prefix,
      concurrency: deps.concurrency ?? 5,
    });
    const warn = throttledWarn(logger.child({ queue }));
    worker.on('error', (error) => warn(error, 'worker connection error'));
    worker.on('failed', (job, error) => {
      // Job data is an id only; the failure reason is logged as a summary, never the whole error.
      const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
      logger[final ? 'error' : 'warn'](
        { queue, jobId: job?.id, outboxId: job?.data.outboxId, attemptsMade: job?.attemptsMade, error: errorSummary(error) },
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
