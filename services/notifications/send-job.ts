import { DelayedError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { parseDeliveryJob, type JobLike } from '../../infra/job-data.ts';
import type { Logger } from '../../infra/logger.ts';
import { deliverOnce, type Send } from './deliver-once.ts';

/** The parts of a BullMQ job a send processor uses; tests pass plain objects. */
export type SendJob = JobLike & {
  attemptsMade?: number;
  opts?: { attempts?: number };
  moveToDelayed?: (timestamp: number, token?: string) => Promise<void>;
};

export type SendProcessorDeps = { db: Db; send: Send; leaseMs: number; logger: Logger };

/**
 * The processor of a channel queue, for whichever process owns it (decision 009: `jobs` for email
 * and Telegram, `bot` for WhatsApp). A delivery another sender holds is put off until its lease
 * ends, without spending an attempt.
 */
export function createSendProcessor(deps: SendProcessorDeps) {
  return async function processSend(job: SendJob, token?: string): Promise<'sent' | 'skipped' | 'already-done'> {
    const { deliveryId } = parseDeliveryJob(job);
    const finalAttempt = (job.attemptsMade ?? 0) + 1 >= (job.opts?.attempts ?? 1);
    const result = await deliverOnce(deps.db, deliveryId, { leaseMs: deps.leaseMs, finalAttempt }, deps.send);
    if (typeof result === 'object') {
      if (!job.moveToDelayed || !token) throw new Error(`delivery ${deliveryId} is being sent by another worker`);
      deps.logger.debug({ deliveryId, busyUntil: result.busyUntil }, 'delivery held by another sender; waiting for its lease');
      await job.moveToDelayed(result.busyUntil.getTime(), token);
      throw new DelayedError();
    }
    deps.logger.debug({ deliveryId, result }, 'delivery done');
    return result;
  };
}
