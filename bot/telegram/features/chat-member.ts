import { Composer } from 'grammy';
import type { Db } from '../../../infra/db.ts';
import { markChatBlocked, markChatUnblocked } from '../../../services/chat-links/linked-chats.ts';
import type { BotContext } from '../context.ts';

/**
 * Telegram says at once when a user blocks the bot ('kicked') or unblocks it ('member'): the chat
 * is marked blocked (no send tries it, /akun shows 'Tidak terkirim') or reachable again, without
 * waiting for the next send's 403 (docs/product.md#chat-links). A mute of the user's own stays.
 */
export function chatMemberFeature(deps: { db: Db }): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('my_chat_member', async (ctx) => {
    const chatId = String(ctx.chat.id);
    const status = ctx.myChatMember.new_chat_member.status;
    if (status === 'kicked') await markChatBlocked(deps.db, 'telegram', chatId);
    else if (status === 'member') await markChatUnblocked(deps.db, 'telegram', chatId);
  });
  return composer;
}
