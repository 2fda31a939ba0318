import { createHash } from 'node:crypto';
import { throttledWarn } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';

// A WhatsApp reply that offers choices (MENU's numbers, YA under a confirmation, BERIKUTNYA under
// a page) remembers what each stands for, so the short answer runs the full keyword (decision 033).
// Kept in Redis under the chat's hashed id (no phone number in a key name), for 10 minutes, and
// replaced by the next reply: only the last question's answers count. Never in process memory:
// the answer may reach another bot process after a takeover. Redis away: the short answer is read
// as typed (and not understood), the full keyword still works.

export const CHOICES_TTL_SECONDS = 10 * 60;

/** What a short answer may be: a number, YA, or BERIKUTNYA. */
const SHORT_ANSWER = /^(\d{1,2}|YA|BERIKUTNYA)$/;

export type ChatChoices = {
  /** The full keyword a short answer stands for in this chat now, or the text as it was. */
  resolve: (chatId: string, text: string) => Promise<string>;
  /** Remembers the choices the reply just sent offers, or forgets the previous ones (null). */
  keep: (chatId: string, choices: Record<string, string> | null) => Promise<void>;
};

export function createChatChoices(options: { redis: Redis; prefix: string; logger: Logger }): ChatChoices {
  const warn = throttledWarn(options.logger);
  const keyOf = (chatId: string) => `${options.prefix}:wa-choices:${createHash('sha256').update(chatId).digest('hex').slice(0, 16)}`;
  return {
    resolve: async (chatId, text) => {
      const answer = text.trim().toUpperCase();
      if (!SHORT_ANSWER.test(answer)) return text;
      try {
        return (await options.redis.hget(keyOf(chatId), answer.replace(/^0+(?=\d)/, ''))) ?? text;
      } catch (error) {
        warn(error, 'WhatsApp choices unavailable; reading the answer as typed');
        return text;
      }
    },
    keep: async (chatId, choices) => {
      const key = keyOf(chatId);
      try {
        const write = options.redis.multi().del(key);
        if (choices && Object.keys(choices).length > 0) write.hset(key, choices).expire(key, CHOICES_TTL_SECONDS);
        await write.exec();
      } catch (error) {
        warn(error, 'WhatsApp choices unavailable; the short answers of this reply will not work');
      }
    },
  };
}
