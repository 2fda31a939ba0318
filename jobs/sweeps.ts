import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import { errorSummary, throttledWarn } from '../infra/log-safe.ts';
import type { Queues } from '../infra/queue.ts';
import type { Config } from '../infra/config.ts';
import { createRedis } from '../infra/redis.ts';
import { deadlineArmer, isDeadlineJob, runDeadlineJob, sweepPaymentDeadlines } from './payment-deadlines.ts';
import { isLessonJob, lessonJobArmer, runLessonJob, sweepLessonSessions } from './lesson-jobs.ts';
import { purgeIdempotencyKeys } from '../services/idempotency/purge-idempotency-keys.ts';
import { requeueOpenDeliveries } from '../services/notifications/requeue-deliveries.ts';
import { expireRequests } from '../services/requests/expire-requests.ts';
import { markInactiveTutorsBusy } from '../services/tutors/mark-inactive-tutors-busy.ts';

// Periodic maintenance as BullMQ job schedulers: one scheduler per sweep, upserted at every start
// (so changing a schedule here changes it in Redis, and several jobs processes never double it).
// Every sweep is idempotent, so a run on demand next to the scheduled one is harmless. The payment
// deadline's and the lesson sessions' delayed jobs share the queue and its worker
// (jobs/payment-deadlines.ts, jobs/lesson-jobs.ts).

export const SWEEP_QUEUE = 'sweeps';

type SweepDeps = {
  db: Db;
  logger: Logger;
  queues: Pick<Queues, 'addDelivery' | 'get'>;
  leaseMs: number;
  config: Pick<Config, 'REQUEST_LIFETIME_HOURS'>;
};

const SWEEPS = {
  'mark-inactive-tutors-busy': {
    // Daily at 02:00 Jakarta time, when nobody is booking.
    schedule: { pattern: '0 2 * * *', tz: 'Asia/Jakarta' },
    run: async ({ db, logger }: SweepDeps) => {
      const { tutorIds } = await markInactiveTutorsBusy(db);
      logger.info({ marked: tutorIds.length }, 'inactive tutors marked busy');
      return { marked: tutorIds.length };
    },
  },
  'purge-idempotency-keys': {
    // Hourly: a key is answered for 24 hours, so it outlives that by at most an hour.
    schedule: { pattern: '17 * * * *', tz: 'Asia/Jakarta' },
    run: async ({ db, logger }: SweepDeps) => {
      const { deleted } = await purgeIdempotencyKeys(db);
      logger.info({ deleted }, 'expired idempotency keys purged');
      return { deleted };
    },
  },
  'expire-requests': {
    // A request is due at its own expires_at; a quarter of an hour late is soon enough to close it.
    schedule: { every: 15 * 60_000 },
    run: async ({ db, logger }: SweepDeps) => {
      const { requestIds } = await expireRequests(db);
      logger.info({ expired: requestIds.length }, 'unchosen learning requests expired');
      return { expired: requestIds.length };
    },
  },
  'payment-deadlines': {
    // Behind the deadline's own delayed jobs (jobs/payment-deadlines.ts): what they missed, within 5 minutes.
    schedule: { every: 5 * 60_000 },
    run: async ({ db, logger, config }: SweepDeps) => {
      const result = await sweepPaymentDeadlines({ db, config });
      if (result.reminded + result.expired > 0) logger.warn(result, 'payment deadlines caught by the sweep');
      return result;
    },
  },
  'lesson-sessions': {
    // Behind each confirmed session's delayed jobs (jobs/lesson-jobs.ts): reminders, prompts and the silence rule they missed.
    schedule: { every: 5 * 60_000 },
    run: async ({ db, logger }: SweepDeps) => {
      const result = await sweepLessonSessions(db, new Date());
      if (result.sent + result.done > 0) logger.warn(result, 'lesson moments caught by the sweep');
      return result;
    },
  },
  'requeue-open-deliveries': {
    // Deliveries whose job was lost would otherwise wait forever; a minute's delay is plenty.
    schedule: { every: 60_000 },
    run: async ({ db, logger, queues, leaseMs }: SweepDeps) => {
      const result = await requeueOpenDeliveries(db, queues, { leaseMs });
      if (result.requeued > 0) logger.warn(result, 'open deliveries had lost their jobs; queued again');
      return result;
    },
  },
} as const satisfies Record<
  string,
  { schedule: { pattern: string; tz: string } | { every: number }; run: (deps: SweepDeps) => Promise<Record<string, number>> }
>;

export type SweepName = keyof typeof SWEEPS;
export const SWEEP_NAMES = Object.keys(SWEEPS) as SweepName[];

export const isSweepName = (name: string): name is SweepName => Object.hasOwn(SWEEPS, name);

/** Runs a sweep in this process (the on-demand CLI, and the worker below). */
export async function runSweep(name: SweepName, deps: SweepDeps): Promise<Record<string, number>> {
  return SWEEPS[name].run(deps);
}

export type Sweeps = {
  /** Queues one run now; the worker of any jobs process picks it up. */
  runNow: (name: SweepName) => Promise<void>;
  /** For the events worker: arms a transaction's payment deadline jobs and a session's lesson jobs in this queue. */
  afterEvent: (event: { type: string; payload: unknown }) => Promise<void>;
  close: () => Promise<void>;
  disconnect: () => void;
};

export function createSweeps(deps: SweepDeps & { redisUrl: string; prefix: string }): Sweeps {
  const logger = deps.logger.child({ component: 'sweeps' });
  // Worker-style connection: commands wait through a reconnect, so upserting the schedulers while
  // Redis is still starting completes later instead of failing.
  const connection = createRedis(deps.redisUrl, { forWorker: true, name: 'ajarin-sweeps' });
  const queue = new Queue(SWEEP_QUEUE, {
    connection,
    prefix: deps.prefix,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 60_000 },
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 500 },
    },
  });
  const warn = throttledWarn(logger);
  queue.on('error', (error) => warn(error, 'sweep queue connection error'));

  const worker = new Worker(
    SWEEP_QUEUE,
    async (job) => {
      const jobLogger = logger.child({ sweep: job.name, jobId: job.id });
      if (isDeadlineJob(job.name)) return runDeadlineJob(job.name, job.data, { ...deps, logger: jobLogger });
      if (isLessonJob(job.name)) return runLessonJob(job.name, job.data, { db: deps.db, logger: jobLogger });
      if (!isSweepName(job.name)) throw new UnrecoverableError(`unknown sweep ${job.name}`);
      return runSweep(job.name, { ...deps, logger: jobLogger });
    },
    { connection, prefix: deps.prefix, concurrency: 1 },
  );
  worker.on('error', (error) => warn(error, 'sweep worker connection error'));
  worker.on('failed', (job, error) => logger.warn({ sweep: job?.name, jobId: job?.id, error: errorSummary(error) }, 'sweep failed'));

  for (const name of SWEEP_NAMES) {
    void queue
      .upsertJobScheduler(name, SWEEPS[name].schedule, { name })
      .catch((error: unknown) => logger.warn({ sweep: name, error: errorSummary(error) }, 'sweep schedule could not be registered'));
  }

  const armDeadline = deadlineArmer(deps.db, queue);
  const armLessons = lessonJobArmer(deps.db, queue);
  let closing: Promise<void> | undefined;
  return {
    runNow: async (name) => {
      await queue.add(name, {});
    },
    afterEvent: async (event) => {
      await armDeadline(event);
      await armLessons(event);
    },
    close: () => {
      closing ??= (async () => {
        await Promise.allSettled([worker.close(), queue.close()]);
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      })();
      return closing;
    },
    disconnect: () => {
      void worker.disconnect().catch(() => {});
      connection.disconnect();
    },
  };
}
