import { z } from 'zod';
import { text } from '../../core/validation/text.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Redis } from '../../infra/redis.ts';

// What a WhatsApp customer's next message answers: a question waiting for YA (a choice, a class to
// mark done, a file to send as a transaction's proof) or the next page of TRANSAKSI. It lives in Redis with a TTL, never in this process:
// another bot process may take the next message, and an old question must lapse on its own.

export const PENDING_TTL_SECONDS = 15 * 60;

const uuid = text().refine(isUuid);
const pending = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choose'), requestId: uuid, tutorId: uuid }),
  z.object({ kind: z.literal('done'), transactionId: uuid }),
  /** `file`: the photo or document as any bot process can fetch it again (IncomingFile.saved). */
  z.object({ kind: z.literal('proof'), transactionId: uuid, file: text().min(1).max(8_000) }),
]);
export type PendingAnswer = z.infer<typeof pending>;

export type CustomerState = ReturnType<typeof createCustomerState>;

export function createCustomerState(deps: { redis: Redis; prefix: string }) {
  const key = (userId: string, what: 'pending' | 'page') => `${deps.prefix}:wa-customer:${what}:${userId}`;
  return {
    ask: async (userId: string, answer: PendingAnswer): Promise<void> => {
      await deps.redis.set(key(userId, 'pending'), JSON.stringify(answer), 'EX', PENDING_TTL_SECONDS);
    },
    /** Spends the question: YA twice runs it once. Null when none waits (or it lapsed). */
    take: async (userId: string): Promise<PendingAnswer | null> => {
      const raw = await deps.redis.getdel(key(userId, 'pending'));
      if (raw === null) return null;
      try {
        const parsed = pending.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    /** Where BERIKUTNYA continues: the last transaction shown, or none when the list ended. */
    savePage: async (userId: string, cursor: string | null): Promise<void> => {
      if (cursor) await deps.redis.set(key(userId, 'page'), cursor, 'EX', PENDING_TTL_SECONDS);
      else await deps.redis.del(key(userId, 'page'));
    },
    nextPage: async (userId: string): Promise<string | null> => {
      const cursor = await deps.redis.get(key(userId, 'page'));
      return cursor && isUuid(cursor) ? cursor : null;
    },
  };
}
