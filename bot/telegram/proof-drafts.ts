import { z } from 'zod';
import { text } from '../../core/validation/text.ts';
import type { Redis } from '../../infra/redis.ts';

// A proof sent by chat takes two updates: the file, then the press that says which transaction it
// is for (or /bukti and the press first, then the file). What lies between them lives in Redis for
// a short while, never in this process's memory: another bot process may handle the next update.
// A file_id is far longer than callback data allows, so the button carries the transaction and
// the file waits under the chat and the question message it was asked with.

export const PROOF_DRAFT_TTL_SECONDS = 15 * 60;

/** A file the customer sent: enough to fetch it later with getFile. */
export type PendingFile = { fileId: string; fileSize: number | null };

const pendingFile = z.object({ fileId: text().min(1).max(512), fileSize: z.number().int().nonnegative().nullable() });
/** A question asked with buttons; `file` is absent when the customer typed /bukti first. */
const question = z.object({ file: pendingFile.nullable() });

export type ProofDrafts = ReturnType<typeof createProofDrafts>;

export function createProofDrafts(deps: { redis: Redis; prefix: string }) {
  const questionKey = (chatId: number, messageId: number) => `${deps.prefix}:tg-proof:q:${chatId}:${messageId}`;
  const awaitKey = (chatId: number) => `${deps.prefix}:tg-proof:await:${chatId}`;

  const parse = <T>(schema: z.ZodType<T>, raw: string | null): T | null => {
    if (raw === null) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };

  return {
    /** The question message `messageId` was sent about `file` (null: no file yet). */
    saveQuestion: async (chatId: number, messageId: number, file: PendingFile | null): Promise<void> => {
      await deps.redis.set(questionKey(chatId, messageId), JSON.stringify({ file }), 'EX', PROOF_DRAFT_TTL_SECONDS);
    },
    /** Spends the question: a second press of its buttons finds nothing. Null when unknown or expired. */
    takeQuestion: async (chatId: number, messageId: number): Promise<{ file: PendingFile | null } | null> =>
      parse(question, await deps.redis.getdel(questionKey(chatId, messageId))),
    /** The customer chose a transaction before sending the file: the next file in this chat is for it. */
    awaitFile: async (chatId: number, transactionId: string): Promise<void> => {
      await deps.redis.set(awaitKey(chatId), transactionId, 'EX', PROOF_DRAFT_TTL_SECONDS);
    },
    takeAwaited: async (chatId: number): Promise<string | null> => deps.redis.getdel(awaitKey(chatId)),
    /**
     * Telegram delivers an album as one message per photo, sharing a media_group_id: only the first
     * one asks (or is submitted), so an album is one question, not one per photo.
     */
    firstOfAlbum: async (chatId: number, mediaGroupId: string): Promise<boolean> =>
      (await deps.redis.set(`${deps.prefix}:tg-proof:album:${chatId}:${mediaGroupId}`, '1', 'EX', PROOF_DRAFT_TTL_SECONDS, 'NX')) === 'OK',
  };
}
