import type { Db } from '../../infra/db.ts';
import { findChatUser, type LinkedChat } from '../../services/chat-links/linked-chats.ts';
import type { ActivityRecorder } from '../../services/tutors/record-tutor-activity.ts';

/**
 * Who is behind the chat, read once per message for every feature: the first of the sender's chat
 * ids that is linked (a chat may be known by its number or its LID). Like the api's activity
 * middleware and the Telegram bot, a tutor writing to the bot is active ('Terakhir online', and
 * the 30-day sweep that marks inactive tutors busy).
 */
export async function loadLinkedChat(deps: { db: Db; activity: ActivityRecorder }, chatIds: string[]): Promise<LinkedChat | null> {
  for (const chatId of chatIds) {
    const chat = await findChatUser(deps.db, 'whatsapp', chatId);
    if (!chat) continue;
    if (chat.role === 'tutor') void deps.activity.record(chat.userId);
    return chat;
  }
  return null;
}
