import type { Chat, Message, User } from 'grammy/types';
import type { ChatStore } from './chats.ts';
import type { FileStore } from './files.ts';
import type { BotMessage, EmulatedUser } from './types.ts';

// The emulator's records as the Bot API's JSON objects (User, Chat, Message).

export function botUser(token: string, username: string): User {
  return {
    id: Number(token.split(':')[0]),
    is_bot: true,
    first_name: 'Ajarin (dev)',
    username,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
  } as User;
}

export function wireUser(user: EmulatedUser): User {
  return {
    id: user.id,
    is_bot: false,
    first_name: user.firstName,
    ...(user.username ? { username: user.username } : {}),
    language_code: 'id',
  };
}

export function wireChat(chatId: number, chats: ChatStore): Chat.PrivateChat {
  const user = chats.user(chatId);
  return {
    id: chatId,
    type: 'private',
    first_name: user?.firstName ?? `Pengguna ${chatId}`,
    ...(user?.username ? { username: user.username } : {}),
  };
}

export function wireBotMessage(message: BotMessage, context: { chats: ChatStore; files: FileStore; bot: User }): Message {
  const wire: Record<string, unknown> = {
    message_id: message.messageId,
    from: context.bot,
    chat: wireChat(message.chatId, context.chats),
    date: Math.floor(message.sentAt / 1000),
  };
  if (message.editedAt) wire.edit_date = Math.floor(message.editedAt / 1000);
  if (message.text !== undefined) wire.text = message.text;
  if (message.caption !== undefined) wire.caption = message.caption;
  if (message.entities?.length) wire[message.text !== undefined ? 'entities' : 'caption_entities'] = message.entities;
  if (message.replyMarkup) wire.reply_markup = message.replyMarkup;
  const photo = message.photoFileId ? context.files.get(message.photoFileId) : undefined;
  if (photo) {
    wire.photo = [
      {
        file_id: photo.fileId,
        file_unique_id: photo.fileUniqueId,
        width: photo.width ?? 0,
        height: photo.height ?? 0,
        file_size: photo.bytes.length,
      },
    ];
  }
  const document = message.documentFileId ? context.files.get(message.documentFileId) : undefined;
  if (document) {
    wire.document = {
      file_id: document.fileId,
      file_unique_id: document.fileUniqueId,
      file_name: document.fileName,
      mime_type: document.mime,
      file_size: document.bytes.length,
    };
  }
  return wire as unknown as Message;
}

/** Telegram marks each /command in a user's text, and grammY's command filters read those marks. */
export function commandEntities(text: string): { type: 'bot_command'; offset: number; length: number }[] {
  const entities: { type: 'bot_command'; offset: number; length: number }[] = [];
  for (const match of text.matchAll(/(^|\s)(\/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?)(?=$|\s)/g)) {
    entities.push({ type: 'bot_command', offset: (match.index ?? 0) + (match[1]?.length ?? 0), length: match[2]?.length ?? 0 });
  }
  return entities;
}
