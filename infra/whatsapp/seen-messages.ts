import { createHash } from 'node:crypto';
import { throttledWarn } from '../log-safe.ts';
import type { Logger } from '../logger.ts';
import type { Redis } from '../redis.ts';

// Each WhatsApp message is answered once (docs/architecture.md#whatsapp): the same message can come
// again, live and then among the offline ones after a reconnect, or to the standby that took over
// from a process that died mid-answer. A message is claimed by its chat and id in Redis for
// SEEN_TTL_SECONDS; messages older than that are not answered at all. When Redis is away a message
// is answered anyway: a rare second answer is better than none.

export const SEEN_TTL_SECONDS = 3 * 24 * 60 * 60;

export type SeenMessages = { firstTime: (chatId: string, messageId: string) => Promise<boolean> };

export function createSeenMessages(options: { redis: Redis; prefix: string; logger: Logger }): SeenMessages {
  const warn = throttledWarn(options.logger);
  return {
    firstTime: async (chatId, messageId) => {
      const key = createHash('sha256').update(`${chatId}\n${messageId}`).digest('hex').slice(0, 24);
      try {
        return (await options.redis.set(`${options.prefix}:wa-seen:${key}`, '1', 'EX', SEEN_TTL_SECONDS, 'NX')) === 'OK';
      } catch (error) {
        warn(error, 'could not record a WhatsApp message as seen; answering it anyway');
        return true;
      }
    },
  };
}
