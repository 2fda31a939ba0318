import { createHash } from 'node:crypto';
import { throttledWarn } from '../log-safe.ts';
import type { Logger } from '../logger.ts';
import type { Redis } from '../redis.ts';

// How often the WhatsApp bot answers one chat (decision 029). Anyone can write to our number, and
// another auto-responder answering our answer would loop forever; each is a ban risk. Counted in
// Redis per chat (its id hashed: no phone number in a key name), fixed windows. When Redis is
// away the guard lets replies through: one lost answer is worse than a rare extra one.

export type ReplyKind =
  /** To a chat that is not linked (anyone who found the number). */
  | 'stranger'
  /** To a linked chat, about a message the bot did not understand: where a loop with another bot runs. */
  | 'not-understood'
  /** To a linked chat, about a command it understood. */
  | 'answer';

export const REPLY_LIMITS = {
  stranger: { limit: 3, windowSeconds: 60 * 60 },
  'not-understood': { limit: 2, windowSeconds: 10 * 60 },
  /** Every reply to one chat, whatever it answers. */
  any: { limit: 40, windowSeconds: 10 * 60 },
} as const;

/** Counts the reply against both of its windows only when both have room. */
const ALLOW_SCRIPT = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i * 2 - 1]) then return 0 end
end
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], ARGV[i * 2]) end
end
return 1`;

export type ReplyGuard = { allow: (chatId: string, kind: ReplyKind) => Promise<boolean> };

export function createReplyGuard(options: { redis: Redis; prefix: string; logger: Logger }): ReplyGuard {
  const warn = throttledWarn(options.logger);
  return {
    allow: async (chatId, kind) => {
      const chat = createHash('sha256').update(chatId).digest('hex').slice(0, 16);
      const windows = [{ name: 'any', ...REPLY_LIMITS.any }, ...(kind === 'answer' ? [] : [{ name: kind, ...REPLY_LIMITS[kind] }])];
      try {
        const keys = windows.map((window) => `${options.prefix}:wa-reply:${chat}:${window.name}`);
        const limits = windows.flatMap((window) => [String(window.limit), String(window.windowSeconds)]);
        return Number(await options.redis.eval(ALLOW_SCRIPT, keys.length, ...keys, ...limits)) === 1;
      } catch (error) {
        warn(error, 'WhatsApp reply guard unavailable; replying without it');
        return true;
      }
    },
  };
}
