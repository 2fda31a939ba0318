import type { Config } from '../infra/config.ts';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import { createMailer } from '../infra/mail.ts';
import { errorSummary } from '../infra/log-safe.ts';
import { createQueues, QUEUE_NAMES, QUEUE_OWNERS } from '../infra/queue.ts';
import type { TelegramPacingOptions } from '../infra/telegram-pacing.ts';
import { dropForeignJobs } from '../services/notifications/foreign-jobs.ts';
import { notificationContextFrom } from '../services/notifications/notification-context.ts';
import type { NotificationPlans } from '../services/notifications/plan.ts';
import { createNotificationPlans } from '../services/notifications/plans.ts';
import { createWorkers, DEFAULT_LEASE_MS, type DeliveryTimings } from './create-workers.ts';
import { createOutboxRelay } from './outbox-relay.ts';
import { createSweeps, type SweepName } from './sweeps.ts';

export type JobsHandle = {
  stop: () => Promise<void>;
  /** Queues one run of a sweep now (they also run on their schedules). */
  runSweepNow: (name: SweepName) => Promise<void>;
};

export type StartJobsOptions = {
  /** The chat keys are optional: without them both chat channels are off. */
  config: Pick<
    Config,
    | 'REDIS_URL'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'REDIS_PREFIX'
    | 'APP_URL'
    | 'GOPAY_NUMBER'
    | 'JWT_SECRET'
    | 'REQUEST_MAX_TUTORS'
    | 'REQUEST_LIFETIME_HOURS'
  > &
    Partial<Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_API_ROOT' | 'WHATSAPP_ENABLED'>>;
  db: Db;
  logger: Logger;
  /** Tests only: shorter leases and locks, a shorter retry backoff, or a plan table with gaps. */
  timings?: DeliveryTimings & { backoffMs?: number };
  plans?: Partial<NotificationPlans>;
  /** Tests and the fan-out bench only: other Telegram send gaps. */
  telegramPacing?: TelegramPacingOptions;
  /** Shutdown deadline; past it, jobs in progress are abandoned (and retried by the next worker). */
  stopDeadlineMs?: number;
};

/**
 * The jobs process in one call: queue producers, mailer, outbox relay, workers and sweeps. Used by
 * jobs/main.ts and by the all-in-one scripts/start.ts. `stop()` is idempotent.
 */
export async function startJobs(options: StartJobsOptions): Promise<JobsHandle> {
  const { config, db } = options;
  const logger = options.logger.child({ process: 'jobs' });
  const prefix = config.REDIS_PREFIX;
  const deadlineMs = options.stopDeadlineMs ?? 10_000;

  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix, logger, backoffMs: options.timings?.backoffMs });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, logger });
  const plans = options.plans ?? createNotificationPlans(notificationContextFrom(config));
  // A token turns Telegram on; in development `npm start` passes the emulator's token and root here.
  const telegram = config.TELEGRAM_BOT_TOKEN
    ? { token: config.TELEGRAM_BOT_TOKEN, apiRoot: config.TELEGRAM_API_ROOT ?? 'https://api.telegram.org', pacing: options.telegramPacing }
    : undefined;
  // Before any worker takes one: jobs another database left in this Redis go, with one line.
  await dropForeignJobs({ db, logger }, QUEUE_NAMES.filter((name) => QUEUE_OWNERS[name] === 'jobs').map(queues.get));
  // Before the workers: the events worker arms payment deadlines in the sweeps queue.
  const sweeps = createSweeps({
    db,
    redisUrl: config.REDIS_URL,
    prefix,
    logger,
    queues,
    leaseMs: options.timings?.leaseMs ?? DEFAULT_LEASE_MS,
    config,
  });
  const workers = createWorkers({
    db,
    redisUrl: config.REDIS_URL,
    prefix,
    logger,
    mailer,
    plans,
    queues,
    telegram,
    whatsappEnabled: config.WHATSAPP_ENABLED ?? false,
    timings: options.timings,
    afterEvent: sweeps.afterEvent,
  });
  const relay = createOutboxRelay({ db, queues, logger });
  await relay.start();
  logger.info(
    { mail: mailer.transport, telegram: telegram ? 'on' : 'off', whatsapp: config.WHATSAPP_ENABLED ? 'on' : 'off' },
    'jobs started',
  );

  const shutdown = async (): Promise<void> => {
    // Stop feeding the queues first, then let workers finish what they hold, then close clients.
    const graceful = (async () => {
      await relay.stop();
      await Promise.all([workers.close(), sweeps.close()]);
    })();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), deadlineMs);
    });
    const outcome = await Promise.race([graceful.then(() => 'done' as const), deadline]).catch((error: unknown) => {
      logger.warn({ error: errorSummary(error) }, 'jobs shutdown step failed');
      return 'done' as const;
    });
    clearTimeout(timer);
    if (outcome === 'late') {
      logger.warn({ deadlineMs }, 'jobs still busy at the shutdown deadline; abandoning them');
      workers.disconnect();
      sweeps.disconnect();
    }
    await Promise.allSettled([queues.close(), mailer.close()]);
    logger.info('jobs stopped');
  };

  let stopping: Promise<void> | undefined;
  return { stop: () => (stopping ??= shutdown()), runSweepNow: sweeps.runNow };
}
