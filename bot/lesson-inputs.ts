import { z } from 'zod';
import { text } from '../core/validation/text.ts';
import { isUuid } from '../core/validation/uuid.ts';
import type { Redis } from '../infra/redis.ts';

// What a chat user's next message is for, once a lesson step asked for typed text
// (docs/product.md#lessons-in-the-chat): the sessions of a class (after 'Usulkan jadwal'), the new
// time of a session (after 'Ubah waktu'), or what happened (after a 'Tidak' / 'Ada masalah').
// In Redis under the user and channel for 15 minutes, never in a bot process's memory: another
// process may take the next message. The ids are re-checked by the use case the text reaches.

export const LESSON_INPUT_TTL_SECONDS = 15 * 60;

const uuid = text().refine(isUuid);
const lessonInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessions'), transactionId: uuid }),
  z.object({ kind: z.literal('move'), sessionId: uuid }),
  z.object({ kind: z.literal('statement'), disputeId: uuid }),
]);
export type LessonInput = z.infer<typeof lessonInput>;

type Channel = 'telegram' | 'whatsapp';

export type LessonInputs = ReturnType<typeof createLessonInputs>;

export function createLessonInputs(deps: { redis: Redis; prefix: string }) {
  const key = (channel: Channel, userId: string) => `${deps.prefix}:lesson-input:${channel}:${userId}`;
  return {
    expect: async (channel: Channel, userId: string, input: LessonInput): Promise<void> => {
      await deps.redis.set(key(channel, userId), JSON.stringify(input), 'EX', LESSON_INPUT_TTL_SECONDS);
    },
    /** What the next message answers, or null (none asked, or it lapsed). Kept until `done`: a typo may be corrected. */
    expected: async (channel: Channel, userId: string): Promise<LessonInput | null> => {
      const raw = await deps.redis.get(key(channel, userId));
      if (raw === null) return null;
      try {
        const parsed = lessonInput.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    /** True when there was one to drop. */
    done: async (channel: Channel, userId: string): Promise<boolean> => (await deps.redis.del(key(channel, userId))) > 0,
  };
}
