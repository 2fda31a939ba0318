import type { MiddlewareFn } from 'grammy';
import { findChatUser } from '../../services/chat-links/linked-chats.ts';
import type { ActivityRecorder } from '../../services/tutors/record-tutor-activity.ts';
import type { Db } from '../../infra/db.ts';
import type { BotContext } from './context.ts';

/**
 * Reads who is behind the chat once per update, for every feature after it. Like the api's
 * activity middleware, a tutor using the bot is active: 'Terakhir online' follows the chat too.
 */
export function loadLinkedChat(deps: { db: Db; activity: ActivityRecorder }): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    // In a private chat the chat is the user; an update where they differ is not one to act on.
    const chatId = ctx.chat && ctx.from?.id === ctx.chat.id ? ctx.chat.id : null;
    ctx.linked = chatId === null ? null : await findChatUser(deps.db, 'telegram', String(chatId));
    if (ctx.linked?.role === 'tutor') void deps.activity.record(ctx.linked.userId);
    await next();
  };
}
