import { DRAFT_TTL_MINUTES } from '../core/chat/request-draft-texts.ts';
import { requestDraftSchema, type RequestDraft } from '../core/requests/request-draft.ts';
import type { Redis } from '../infra/redis.ts';

// A learning request half-written in a chat (/minta, MINTA) lives in Redis, never in a bot
// process's memory: another process may take the next answer. Each answer renews the 30 minutes;
// after that the draft is gone and the chat says so.

export type RequestDrafts = ReturnType<typeof createRequestDrafts>;

export function createRequestDrafts(deps: { redis: Redis; prefix: string }) {
  const key = (channel: 'telegram' | 'whatsapp', userId: string) => `${deps.prefix}:request-draft:${channel}:${userId}`;
  return {
    save: async (channel: 'telegram' | 'whatsapp', userId: string, draft: RequestDraft): Promise<void> => {
      await deps.redis.set(key(channel, userId), JSON.stringify(draft), 'EX', DRAFT_TTL_MINUTES * 60);
    },
    load: async (channel: 'telegram' | 'whatsapp', userId: string): Promise<RequestDraft | null> => {
      const raw = await deps.redis.get(key(channel, userId));
      if (raw === null) return null;
      try {
        const parsed = requestDraftSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    /** True when there was one to drop. */
    drop: async (channel: 'telegram' | 'whatsapp', userId: string): Promise<boolean> => (await deps.redis.del(key(channel, userId))) > 0,
  };
}
