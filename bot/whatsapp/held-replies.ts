import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';

// A reply that met a closed or closing socket (decision 039): nothing went out, and WhatsApp will
// not bring the question again, so the reply waits here and goes when the socket opens again.
// Not in the 'whatsapp' queue: a job would carry a phone number and the reply's text. In this
// process's memory, a few minutes at most: a reply much later than its question confuses more
// than it helps, and a process that dies loses at most these.

export const HELD_REPLY_MAX_AGE_MS = 10 * 60_000;
export const HELD_REPLIES_MAX = 500;

type Held = { jid: string; text: string; mustSend: boolean; heldAt: number };

export type ReplySend = (jid: string, text: string, options: { mustSend: boolean }) => Promise<boolean>;

export type HeldReplies = {
  /** Keeps a reply the socket could not take. */
  hold: (jid: string, text: string, options: { mustSend: boolean }) => void;
  /** The socket opened: the held replies go, oldest first; any that meets a closed socket again stays. */
  resend: () => Promise<void>;
};

export function createHeldReplies(deps: { send: ReplySend; logger: Logger; now?: () => number }): HeldReplies {
  const now = deps.now ?? Date.now;
  let held: Held[] = [];
  let sending: Promise<void> | undefined;

  async function resendAll(): Promise<void> {
    const due = held.filter((reply) => now() - reply.heldAt <= HELD_REPLY_MAX_AGE_MS);
    if (due.length < held.length) deps.logger.info({ dropped: held.length - due.length }, 'held WhatsApp replies too old to send');
    held = [];
    for (const [index, reply] of due.entries()) {
      try {
        await deps.send(reply.jid, reply.text, { mustSend: reply.mustSend });
      } catch (error) {
        if (error instanceof WhatsAppNotOpenError) {
          // Closed again: this one and the rest wait for the next open.
          held = [...due.slice(index), ...held];
          return;
        }
        deps.logger.warn({ err: errorSummary(error) }, 'held WhatsApp reply could not be sent');
      }
    }
    if (due.length > 0) deps.logger.info({ sent: due.length }, 'held WhatsApp replies sent after the socket reopened');
  }

  return {
    hold: (jid, text, { mustSend }) => {
      // Full: the oldest goes first, as it would be the first to grow too old.
      if (held.length >= HELD_REPLIES_MAX) held.shift();
      held.push({ jid, text, mustSend, heldAt: now() });
    },
    resend: () => {
      sending ??= resendAll().finally(() => (sending = undefined));
      return sending;
    },
  };
}
