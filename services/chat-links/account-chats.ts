import type { Actor } from '../../core/accounts/actor.ts';
import { CHAT_CHANNELS, type AccountChat, type ChatChannel } from '../../core/chat-links/chat-links.ts';
import type { Db } from '../../infra/db.ts';
import { assertChatChannel } from './link-codes.ts';

// The /akun page's view of the actor's own chats (docs/product.md#chat-links). It never shows a
// chat id (a WhatsApp chat id is a phone number) nor anything of a code.

type ChatLinkRow = { channel: ChatChannel; created_at: Date; opted_out_at: Date | null; blocked_at: Date | null };

export async function listLinkedChats(deps: { db: Db }, actor: Actor): Promise<AccountChat[]> {
  const rows = await deps
    .db('chat_links')
    .where({ user_id: actor.id })
    .select<ChatLinkRow[]>('channel', 'created_at', 'opted_out_at', 'blocked_at');
  return rows
    .sort((a, b) => CHAT_CHANNELS.indexOf(a.channel) - CHAT_CHANNELS.indexOf(b.channel))
    .map((row) => ({
      channel: row.channel,
      linkedAt: row.created_at.toISOString(),
      mutedAt: row.opted_out_at?.toISOString() ?? null,
      blockedAt: row.blocked_at?.toISOString() ?? null,
    }));
}

/** 'Putuskan': the chat hears nothing more, and a code still pending for the channel is void too. */
export async function unlinkChat(deps: { db: Db }, actor: Actor, channel: ChatChannel): Promise<{ unlinked: boolean }> {
  assertChatChannel(channel);
  return deps.db.transaction(async (trx) => {
    await trx('chat_link_codes').where({ user_id: actor.id, channel }).delete();
    const removed = await trx('chat_links').where({ user_id: actor.id, channel }).delete();
    return { unlinked: removed > 0 };
  });
}
