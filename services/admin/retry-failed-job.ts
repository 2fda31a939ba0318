import type { Job } from 'bullmq';
import type { Actor } from '../../core/accounts/actor.ts';
import type { RetriedJob } from '../../core/admin/send-queues.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../infra/db.ts';
import { deliveryJobDataSchema, outboxJobDataSchema } from '../../infra/job-data.ts';
import { readOutboxEvent } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { reopenFailedDelivery } from '../notifications/deliveries.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { SEND_QUEUE_MESSAGES as M, sendQueue, withQueues, type QueueDeps } from './send-queue.ts';

/** BullMQ's own ids and ours (`outbox-<uuid>`, `delivery-<uuid>`). */
const JOB_ID = /^[A-Za-z0-9:_-]{1,100}$/;

const notFailed = () => new AppError('CONFLICT', M.notFailed);

/**
 * An admin sends a job that failed for good through again (docs/product.md#admin-bots). The ledger
 * is the truth: a delivery that failed for good has its row 'failed', which deliverOnce treats as
 * done, so the row goes back to 'pending' first, in its own committed transaction with an audit
 * entry, and only then is the job moved back to waiting with fresh attempts. Its claim then sends
 * the message once. An 'events' job just runs again (planning is idempotent). A job that is not
 * failed (already retried, gone) is a 409 and changes nothing.
 */
export async function retryFailedJob(deps: QueueDeps & { db: Db }, viewer: Actor, queueName: string, jobId: string): Promise<RetriedJob> {
  requireRole(viewer, 'admin');
  const { name, queue } = sendQueue(deps, queueName);
  if (!JOB_ID.test(jobId)) throw new AppError('VALIDATION', M.badJobId);
  const job = await withQueues(async () => {
    const found = await queue.getJob(jobId);
    return found && (await found.getState()) === 'failed' ? found : undefined;
  });
  if (!job) throw notFailed();

  let deliveryReset = false;
  if (name === 'events') {
    const ref = outboxJobDataSchema.safeParse(job.data);
    if (!ref.success || !(await readOutboxEvent(deps.db, ref.data))) throw new AppError('CONFLICT', M.noRow);
    // The entry commits only if the job moved (no row changes: the outbox row's key names it).
    await deps.db.transaction(async (trx) => {
      await writeAudit(trx, {
        actorId: viewer.id,
        action: 'retryEvent',
        entity: 'outbox',
        entityId: ref.data.jobKey,
        before: { job: 'failed' },
        after: { job: 'waiting' },
      });
      await moveBack(job);
    });
    return { queue: name, jobId, deliveryReset };
  }

  const data = deliveryJobDataSchema.safeParse(job.data);
  if (!data.success) throw new AppError('CONFLICT', M.noRow);
  const { deliveryId } = data.data;
  // Committed before the job moves: a worker must never claim the row while it still says failed.
  await deps.db.transaction(async (trx) => {
    const before = await reopenFailedDelivery(trx, deliveryId);
    if (before === undefined) throw new AppError('CONFLICT', M.noRow);
    if (before === 'sent' || before === 'skipped') throw new AppError('CONFLICT', M.alreadyDone);
    if (before !== 'failed') return;
    deliveryReset = true;
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'retryDelivery',
      entity: 'notification_delivery',
      entityId: deliveryId,
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
  });
  // A row left pending by a retry whose move failed is sent by the next retry: the job is still failed.
  await moveBack(job);
  return { queue: name, jobId, deliveryReset };
}

/** Failed → waiting, atomically in Redis: of two admins retrying at once, one moves it, the other gets 409. */
async function moveBack(job: Job): Promise<void> {
  await withQueues(async () => {
    try {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    } catch (error) {
      if ((await job.getState()) !== 'failed') throw notFailed();
      throw error;
    }
  });
}
