import { DelayedError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { parseDeliveryJob, type JobLike } from '../../infra/job-data.ts';
import type { Logger } from '../../infra/logger.ts';
import { deliverOnce, SendLater, type Send } from './deliver-once.ts';

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
 * ends, and one whose send slot is far off until that slot, without spending an attempt.
 */
export function createSendProcessor(deps: SendProcessorDeps) {
  return async function processSend(job: SendJob, token?: string): Promise<'sent' | 'skipped' | 'already-done' | 'foreign'> {
    const { deliveryId } = parseDeliveryJob(job);
    const finalAttempt = (job.attemptsMade ?? 0) + 1 >= (job.opts?.attempts ?? 1);
    const putOff = async (until: Date, why: string): Promise<never> => {
      if (!job.moveToDelayed || !token) throw new Error(`delivery ${deliveryId} cannot be put off: ${why}`);
      deps.logger.debug({ deliveryId, until }, why);
      await job.moveToDelayed(until.getTime(), token);
      throw new DelayedError();
    };
    let result;
    try {
      result = await deliverOnce(deps.db, deliveryId, { leaseMs: deps.leaseMs, finalAttempt }, deps.send);
    } catch (error) {
      if (error instanceof SendLater) await putOff(error.until, 'delivery waits for its send slot');
      throw error;
    }
    if (typeof result === 'object') return putOff(result.busyUntil, 'delivery held by another sender; waiting for its lease');
    deps.logger.debug({ deliveryId, result }, 'delivery done');
    return result;
  };
}
