import { DelayedError } from 'bullmq';
import type { Logger } from '../../infra/logger.ts';
import type { DailyCap } from '../../infra/whatsapp/daily-cap.ts';
import type { SendJob } from './send-job.ts';

/** How long a send waits when the socket is down (the worker is paused too; this is the fallback). */
export const SOCKET_DOWN_RETRY_MS = 15_000;

/** The socket went down between the check and the send: the job waits like any other while it is down. */
export class WhatsAppNotOpenError extends Error {
  override name = 'WhatsAppNotOpenError';
  constructor() {
    super('the WhatsApp socket is not open');
  }
}

export type WhatsAppSendJobDeps = {
  /** The shared claim/send/record processor (send-job.ts) with the WhatsApp sender. */
  process: (job: SendJob, token?: string) => Promise<'sent' | 'skipped' | 'already-done'>;
  isOpen: () => boolean;
  /** Our number's jid; undefined before the first login. */
  ownJid: () => string | undefined;
  cap: DailyCap;
  logger: Logger;
};

/**
 * The 'whatsapp' queue's processor in the bot process (decision 009). Nothing is lost or dropped:
 * with the socket down, or today's cap spent, the job is put off (to a retry in seconds, or to
 * tomorrow morning) without spending an attempt. A slot of the cap is given back when nothing was
 * sent (skipped, done already, or failed).
 */
export function createWhatsAppSendJob(deps: WhatsAppSendJobDeps) {
  async function putOff(job: SendJob, token: string | undefined, until: number): Promise<never> {
    if (!job.moveToDelayed || !token) throw new Error('a WhatsApp send cannot wait without its BullMQ job');
    await job.moveToDelayed(until, token);
    throw new DelayedError();
  }

  return async function processWhatsAppSend(job: SendJob, token?: string): Promise<'sent' | 'skipped' | 'already-done'> {
    const ownJid = deps.ownJid();
    if (!deps.isOpen() || !ownJid) return putOff(job, token, Date.now() + SOCKET_DOWN_RETRY_MS);
    const slot = await deps.cap.reserve(ownJid);
    if (!slot.ok) {
      deps.logger.info({ jobId: job.id, retryAt: slot.retryAt }, 'WhatsApp daily cap reached; the message waits for tomorrow');
      return putOff(job, token, slot.retryAt.getTime());
    }
    let result: 'sent' | 'skipped' | 'already-done';
    try {
      result = await deps.process(job, token);
    } catch (error) {
      await slot.release();
      // The ledger row is pending again (deliver-once.ts); waiting costs no attempt.
      if (error instanceof WhatsAppNotOpenError) return putOff(job, token, Date.now() + SOCKET_DOWN_RETRY_MS);
      throw error;
    }
    if (result !== 'sent') await slot.release();
    return result;
  };
}
