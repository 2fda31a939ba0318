import { DelayedError } from 'bullmq';
import { SendLater } from './deliver-once.ts';
import type { SendJob } from './send-job.ts';

/** How long a send waits when the socket is down (the worker is paused too; this is the fallback). */
export const SOCKET_DOWN_RETRY_MS = 15_000;

/**
 * The socket is down, or closed while a message was being sent (Baileys then throws a Boom 428):
 * nothing went out, so the delivery waits like any other while the socket is down, on any attempt,
 * the last one included, and is never marked failed for it.
 */
export class WhatsAppNotOpenError extends SendLater {
  override name = 'WhatsAppNotOpenError';
  constructor() {
    super(new Date(Date.now() + SOCKET_DOWN_RETRY_MS));
    this.message = 'the WhatsApp socket is not open';
  }
}

export type WhatsAppSendJobDeps = {
  /** The shared claim/send/record processor (send-job.ts) with the WhatsApp sender. */
  process: (job: SendJob, token?: string) => Promise<'sent' | 'skipped' | 'already-done' | 'foreign'>;
  isOpen: () => boolean;
};

/**
 * The 'whatsapp' queue's processor in the bot process (decision 009). With the socket down the job
 * is put off without claiming its delivery or spending an attempt; the pace, the daily cap and a
 * socket that closes mid-send are the send gate's (whatsapp-send-gate.ts), deferred the same way.
 */
export function createWhatsAppSendJob(deps: WhatsAppSendJobDeps) {
  return async function processWhatsAppSend(job: SendJob, token?: string): Promise<'sent' | 'skipped' | 'already-done' | 'foreign'> {
    if (deps.isOpen()) return deps.process(job, token);
    if (!job.moveToDelayed || !token) throw new Error('a WhatsApp send cannot wait without its BullMQ job');
    await job.moveToDelayed(Date.now() + SOCKET_DOWN_RETRY_MS, token);
    throw new DelayedError();
  };
}
