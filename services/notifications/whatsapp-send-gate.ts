import type { SendClass } from '../../core/notifications/send-class.ts';
import { throttledWarn } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { CapSlot, DailyCap } from '../../infra/whatsapp/daily-cap.ts';
import type { SendPacer } from '../../infra/whatsapp/send-pacer.ts';
import { SendLater } from './deliver-once.ts';
import { WhatsAppNotOpenError } from './whatsapp-send-job.ts';

// Every message our WhatsApp number sends passes here (decision 029): the send worker's
// notifications and the conversation's replies alike. Each takes a place in the day's count (a
// transactional notification or a reply to a linked user always gets one), then its turn in the
// shared pace, then goes out through the socket. A place nothing used is given back. When the
// count cannot be read (Redis away), a notification waits for its job's retry; a reply goes
// uncounted (decision 039): its question came once and will not come again.

export type WhatsAppSendGate = {
  /** A notification. Throws SendLater when the day's cap holds it back, WhatsAppNotOpenError when the socket is down. */
  notify: (jid: string, text: string, sendClass: SendClass) => Promise<void>;
  /** A reply; false when the cap held it back (a stranger past the day's budget). `mustSend`: the chat is linked. */
  reply: (jid: string, text: string, options: { mustSend: boolean }) => Promise<boolean>;
};

export type WhatsAppSendGateDeps = {
  socket: { isOpen: () => boolean; ownJid: () => string | undefined; sendText: (jid: string, text: string) => Promise<void> };
  cap: DailyCap;
  pacer: SendPacer;
  logger: Logger;
};

export function createWhatsAppSendGate(deps: WhatsAppSendGateDeps): WhatsAppSendGate {
  const warn = throttledWarn(deps.logger);
  /** A slot nobody counted: nothing to give back. */
  const uncounted: CapSlot = { ok: true, release: async () => {} };
  let capLoggedFor = '';
  const capReached = (retryAt: Date) => {
    // Once a day is enough to say the budget is spent; every held message would say it again.
    if (capLoggedFor === retryAt.toISOString()) return;
    capLoggedFor = retryAt.toISOString();
    deps.logger.info({ retryAt }, 'WhatsApp daily cap reached; other messages wait for tomorrow');
  };

  async function send(jid: string, text: string, lane: 'reply' | 'notification', mustSend: boolean): Promise<{ held: Date } | null> {
    const ownJid = deps.socket.ownJid();
    if (!deps.socket.isOpen() || !ownJid) throw new WhatsAppNotOpenError();
    const slot = await deps.cap.reserve(ownJid, { mustSend }).catch((error: unknown) => {
      if (lane === 'notification') throw error;
      warn(error, 'WhatsApp daily cap unavailable; sending the reply uncounted');
      return uncounted;
    });
    if (!slot.ok) {
      capReached(slot.retryAt);
      return { held: slot.retryAt };
    }
    const done = await deps.pacer.turn(lane);
    try {
      await deps.socket.sendText(jid, text);
    } catch (error) {
      await slot.release().catch(() => {});
      throw error;
    } finally {
      done();
    }
    return null;
  }

  return {
    notify: async (jid, text, sendClass) => {
      const outcome = await send(jid, text, 'notification', sendClass === 'transactional');
      if (outcome) throw new SendLater(outcome.held);
    },
    reply: async (jid, text, { mustSend }) => (await send(jid, text, 'reply', mustSend)) === null,
  };
}
