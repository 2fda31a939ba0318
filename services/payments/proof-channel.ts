import { isChatChannel, type ChatChannel } from '../../core/chat-links/chat-links.ts';
import type { Db } from '../../infra/db.ts';

/** The chat a proof came through (its sender got the bot's receipt there), or null for the web. */
export async function proofChatChannel(db: Db, proofId: string): Promise<ChatChannel | null> {
  const row = await db('payment_proofs').where({ id: proofId }).first<{ channel: string } | undefined>('channel');
  return row && isChatChannel(row.channel) ? row.channel : null;
}
