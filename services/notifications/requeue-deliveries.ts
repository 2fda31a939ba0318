import { sendClassOf } from '../../core/notifications/send-class.ts';
import type { Db } from '../../infra/db.ts';
import { CHANNEL_QUEUES, jobIdForDelivery, type Queues } from '../../infra/queue.ts';
import { openDeliveries } from './deliveries.ts';

export type RequeueOptions = { leaseMs: number; graceMs?: number; limit?: number };

/**
 * The sweep behind the ledger: a delivery still open after its job should have run (Redis lost the
 * job, the send job ran out of stalls) gets a new job. A job still waiting, delayed or running is
 * left alone; a finished one is replaced (a delivery is only open after a finished job when that
 * job died without recording). Claims decide who sends, so an extra job can never send twice.
 */
export async function requeueOpenDeliveries(
  db: Db,
  queues: Pick<Queues, 'addDelivery' | 'get'>,
  options: RequeueOptions,
): Promise<{ requeued: number }> {
  const open = await openDeliveries(db, { leaseMs: options.leaseMs, graceMs: options.graceMs ?? 5 * 60_000, limit: options.limit ?? 500 });
  let requeued = 0;
  for (const delivery of open) {
    const job = await queues.get(CHANNEL_QUEUES[delivery.channel]).getJob(jobIdForDelivery(delivery.id));
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') continue;
      await job.remove();
    }
    await queues.addDelivery(delivery.channel, { deliveryId: delivery.id }, sendClassOf(delivery.eventType));
    requeued += 1;
  }
  return { requeued };
}
