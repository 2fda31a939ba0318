import { Worker } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { errorSummary, throttledWarn } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { QUEUE_OWNERS } from '../../infra/queue.ts';
import { createRedis } from '../../infra/redis.ts';
import type { NotificationPlans } from '../../services/notifications/plan.ts';
import { createSendProcessor } from '../../services/notifications/send-job.ts';
import type { WhatsAppSendGate } from '../../services/notifications/whatsapp-send-gate.ts';
import { createWhatsAppSendJob } from '../../services/notifications/whatsapp-send-job.ts';
import { createWhatsAppSender } from '../../services/notifications/whatsapp-sender.ts';

export const DEFAULT_LEASE_MS = 2 * 60_000;

export type WhatsAppSendWorkerDeps = {
  db: Db;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  plans: Partial<NotificationPlans>;
  gate: WhatsAppSendGate;
  isOpen: () => boolean;
  leaseMs?: number;
};

export type WhatsAppSendWorker = {
  /** The socket opened or closed: the worker takes jobs only while it is open. */
  setOpen: (open: boolean) => void;
  close: () => Promise<void>;
};

/**
 * The 'whatsapp' queue's worker, in the bot process because a send needs its socket
 * (decision 009). One job at a time, highest class first (BullMQ priorities, decision 029): a
 * transactional message waits at most for the one send in hand. The pace and the daily cap are
 * the send gate's, which the conversation's replies share.
 */
export function createWhatsAppSendWorker(deps: WhatsAppSendWorkerDeps): WhatsAppSendWorker {
  if (QUEUE_OWNERS.whatsapp !== 'bot') throw new Error('the whatsapp queue is not worked by the bot process');
  const logger = deps.logger.child({ component: 'sends', queue: 'whatsapp' });
  const process = createSendProcessor({
    db: deps.db,
    send: createWhatsAppSender({ db: deps.db, plans: deps.plans, send: deps.gate.notify }),
    leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS,
    logger,
  });
  const processor = createWhatsAppSendJob({ process, isOpen: deps.isOpen });

  const connection = createRedis(deps.redisUrl, { forWorker: true, name: 'ajarin-whatsapp-worker' });
  // Not running until the socket first opens: jobs wait in the queue, not in retries.
  const worker = new Worker('whatsapp', processor, { connection, prefix: deps.prefix, concurrency: 1, autorun: false });
  const warn = throttledWarn(logger);
  worker.on('error', (error) => warn(error, 'worker connection error'));
  worker.on('failed', (job, error) => {
    const final = !job || job.attemptsMade >= (job.opts.attempts ?? 1) || error.name === 'UnrecoverableError';
    logger[final ? 'error' : 'warn'](
      { jobId: job?.id, attemptsMade: job?.attemptsMade, err: errorSummary(error) },
      final ? 'job failed for good' : 'job failed; will retry',
    );
  });

  let running = false;
  let closing: Promise<void> | undefined;
  return {
    setOpen: (open) => {
      if (closing) return;
      if (open && !running) {
        running = true;
        worker.run().catch((error: unknown) => logger.error({ err: errorSummary(error) }, 'WhatsApp send worker stopped'));
      } else if (open) {
        worker.resume();
      } else if (running) {
        // Jobs in hand finish (or wait on their own); no new ones are taken while the socket is down.
        worker.pause(true).catch((error: unknown) => warn(error, 'could not pause the WhatsApp send worker'));
      }
    },
    close: () => {
      closing ??= (async () => {
        await worker.close().catch((error: unknown) => warn(error, 'WhatsApp send worker did not close cleanly'));
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      })();
      return closing;
    },
  };
}
