import type { Actor } from '../../core/accounts/actor.ts';
import type { FailedJob } from '../../core/admin/send-queues.ts';
import type { Db } from '../../infra/db.ts';
import { deliveryJobDataSchema, outboxJobDataSchema } from '../../infra/job-data.ts';
import { safeFailureReason } from '../../infra/log-safe.ts';
import { readOutboxTypes } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { deliveryOverviews } from '../notifications/deliveries.ts';
import { sendQueue, withQueues, type QueueDeps } from './send-queue.ts';

export const FAILED_JOBS_LIMIT = 50;

/**
 * A queue's failed jobs, newest first, at most 50. Job data is ids only; what they are about comes
 * from the outbox and the delivery ledger, never the recipient's address or chat id. The reason is
 * the ledger's summary (it names the error class) or the job's, with addresses and numbers removed.
 */
export async function listFailedJobs(deps: QueueDeps & { db: Db }, viewer: Actor, queueName: string): Promise<FailedJob[]> {
  requireRole(viewer, 'admin');
  const { name, queue } = sendQueue(deps, queueName);
  const jobs = (await withQueues(() => queue.getFailed(0, FAILED_JOBS_LIMIT - 1))).filter((job) => job !== undefined);

  if (name === 'events') {
    const refs = jobs.flatMap((job) => {
      const data = outboxJobDataSchema.safeParse(job.data);
      return data.success ? [data.data] : [];
    });
    const types = await readOutboxTypes(deps.db, refs);
    return jobs.map((job) => {
      const data = outboxJobDataSchema.safeParse(job.data);
      return {
        ...common(job),
        reason: safeFailureReason(job.failedReason),
        eventType: data.success ? (types.get(data.data.jobKey) ?? null) : null,
        channel: null,
        deliveryStatus: null,
      };
    });
  }

  const deliveryIdOf = (job: { data: unknown }) => {
    const data = deliveryJobDataSchema.safeParse(job.data);
    return data.success ? data.data.deliveryId : undefined;
  };
  const deliveries = await deliveryOverviews(
    deps.db,
    jobs.flatMap((job) => deliveryIdOf(job) ?? []),
  );
  return jobs.map((job) => {
    const id = deliveryIdOf(job);
    const delivery = id ? deliveries.get(id) : undefined;
    return {
      ...common(job),
      reason: safeFailureReason(delivery?.lastError ?? job.failedReason),
      eventType: delivery?.eventType ?? null,
      channel: delivery?.channel ?? null,
      deliveryStatus: delivery?.status ?? null,
    };
  });
}

function common(job: { id?: string; name: string; attemptsMade: number; finishedOn?: number }) {
  return {
    id: job.id ?? '',
    name: job.name,
    attemptsMade: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
