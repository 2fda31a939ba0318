import { createHash } from 'node:crypto';
import { jakartaParts, pad2 } from '../../core/format/jakarta-time.ts';
import type { Redis } from '../redis.ts';

// At most `cap` messages a day from one WhatsApp number that it may do without (docs/product.md#chat-whatsapp,
// decision 029): a number that messages many people is what WhatsApp bans. Every message is
// counted, in Redis per Jakarta calendar day; a message that must go (a transactional one, a reply
// to a linked user) is counted and never held back, so it shrinks the day's budget for the others.
// A lost counter costs at most one day's extra messages, never a message.

export type CapSlot = { ok: true; release: () => Promise<void> } | { ok: false; retryAt: Date };

export type DailyCap = {
  /**
   * Takes one of today's sends for `senderJid`, or says when the next day's budget starts.
   * `mustSend`: counted, never refused.
   */
  reserve: (senderJid: string, options?: { mustSend?: boolean; now?: Date }) => Promise<CapSlot>;
};

/** Takes a slot while the count is under the cap, or always when ARGV[2] is 1; the key lives two days. */
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if ARGV[2] ~= '1' and count >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], 172800)
return 1`;

/** Over the cap, the next sends wait for tomorrow morning, 07:00 WIB (00:00 UTC), not for midnight. */
export function nextMorning(now: Date): Date {
  const today = jakartaParts(now);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + 1, 0, 0));
}

export function createDailyCap(options: { redis: Redis; prefix: string; cap: number }): DailyCap {
  return {
    reserve: async (senderJid, { mustSend = false, now = new Date() } = {}) => {
      const day = jakartaParts(now);
      // Our own number, hashed: a key name never needs to spell a phone number. Not under
      // `<prefix>:whatsapp:`, which is the BullMQ queue's own namespace.
      const sender = createHash('sha256').update(senderJid).digest('hex').slice(0, 16);
      const key = `${options.prefix}:wa-daily-cap:${day.year}-${pad2(day.month)}-${pad2(day.day)}:${sender}`;
      const taken = Number(await options.redis.eval(RESERVE_SCRIPT, 1, key, String(options.cap), mustSend ? '1' : '0'));
      if (taken !== 1) return { ok: false, retryAt: nextMorning(now) };
      return {
        ok: true,
        release: async () => {
          await options.redis.decr(key);
        },
      };
    },
  };
}
