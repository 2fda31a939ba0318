import type { Job, Queue } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { deliveryJobDataSchema, outboxJobDataSchema } from '../../infra/job-data.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { readOutboxTypes } from '../../infra/outbox.ts';

// A database started afresh beside a Redis that still holds another database's jobs (`.data`
// deleted while the system Redis kept running, a restored backup): those jobs name rows that do not
// exist here. Running them would do nothing but fail, loudly, one error line each. They are removed
// before the workers start, with one line saying how many. Rows are written before their jobs are
// added (the relay marks an outbox row relayed as it adds its job; a delivery row is inserted
// before its send job), so a job whose row is missing is never this database's.

/** The states a left-over job can wait in; an active one is the stalled checker's, and comes back to wait. */
const STATES = ['wait', 'delayed', 'prioritized', 'failed'] as const;
const PAGE = 500;
/** How long the check waits for a producer's connection, which fails fast instead of waiting. */
const CONNECT_WAIT_MS = 5_000;

async function connected(queue: Queue): Promise<void> {
  const deadline = Date.now() + CONNECT_WAIT_MS;
  for (;;) {
    try {
      await queue.getJobCounts('wait');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The ids of `jobs` whose rows this database holds: outbox rows by id and key, deliveries by id. */
async function ownJobIds(db: Db, jobs: Job[]): Promise<Set<string>> {
  const own = new Set<string>();
  const events = jobs.flatMap((job) => {
    const data = outboxJobDataSchema.safeParse(job.data);
    return data.success && job.id ? [{ id: job.id, ref: data.data }] : [];
  });
  const types = await readOutboxTypes(
    db,
    events.map(({ ref }) => ref),
  );
  for (const { id, ref } of events) if (types.has(ref.jobKey)) own.add(id);

  const deliveries = jobs.flatMap((job) => {
    const data = deliveryJobDataSchema.safeParse(job.data);
    return data.success && job.id ? [{ id: job.id, deliveryId: data.data.deliveryId }] : [];
  });
  if (deliveries.length) {
    const found = new Set(
      (await db('notification_deliveries')
        .whereIn(
          'id',
          deliveries.map((job) => job.deliveryId),
        )
        .pluck('id')) as string[],
    );
    for (const { id, deliveryId } of deliveries) if (found.has(deliveryId)) own.add(id);
  }
  return own;
}

/**
 * Removes every waiting, delayed or failed job of `queues` that names no row of this database, and
 * logs one info line with the count per queue. Never throws: a Redis that does not answer now only
 * means the workers meet those jobs later, and drop them one by one.
 */
export async function dropForeignJobs(deps: { db: Db; logger: Logger }, queues: Queue[]): Promise<number> {
  const dropped: Record<string, number> = {};
  try {
    for (const queue of queues) {
      await connected(queue);
      for (const state of STATES) {
        // Removing shifts the list, so each page starts where the kept jobs end.
        for (let kept = 0; ;) {
          const jobs = (await queue.getJobs([state], kept, kept + PAGE - 1, true)).filter((job): job is Job => Boolean(job));
          if (jobs.length === 0) break;
          const own = await ownJobIds(deps.db, jobs);
          const foreign = jobs.filter((job) => job.id && !own.has(job.id));
          for (const job of foreign) await queue.remove(job.id!);
          dropped[queue.name] = (dropped[queue.name] ?? 0) + foreign.length;
          kept += jobs.length - foreign.length;
          if (jobs.length < PAGE) break;
        }
      }
    }
  } catch (error) {
    deps.logger.warn(
      { err: errorSummary(error) },
      'left-over jobs of another database not checked; the workers drop them as they meet them',
    );
  }
  const total = Object.values(dropped).reduce((sum, count) => sum + count, 0);
  if (total > 0) deps.logger.info({ dropped: total, queues: dropped }, `dropped ${total} jobs left in Redis by another database`);
  return total;
}
