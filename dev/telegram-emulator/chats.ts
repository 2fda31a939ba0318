import { ChatLog } from '../chat-log.ts';
import type { BotMessage, ChatEntry, EmulatedUser, UserMessage } from './types.ts';

// Every chat's state, in memory: the bot's messages as they stand (edits applied), what the users
// sent (for the /dev/telegram transcript), and the time of every accepted send (for rate checks).
// Message ids count per chat, shared by both sides, as in a Telegram private chat.

type Entry =
  | { kind: 'bot'; message: BotMessage }
  | { kind: 'user'; message: UserMessage }
  | { kind: 'notice'; chatId: number; text: string; sentAt: number };

export class ChatStore extends ChatLog<number, Entry> {
  private readonly botMessages: BotMessage[] = [];
  private readonly botByChat = new Map<number, BotMessage[]>();
  private readonly users = new Map<number, EmulatedUser>();
  private readonly lastIds = new Map<number, number>();
  private readonly sends: { chatId: number; at: number }[] = [];

  rememberUser(user: EmulatedUser): void {
    this.users.set(user.id, { ...user });
  }

  user(id: number): EmulatedUser | undefined {
    return this.users.get(id);
  }

  nextMessageId(chatId: number): number {
    const id = (this.lastIds.get(chatId) ?? 0) + 1;
    this.lastIds.set(chatId, id);
    return id;
  }

  addBotMessage(message: BotMessage): void {
    this.botMessages.push(message);
    const ofChat = this.botByChat.get(message.chatId) ?? [];
    ofChat.push(message);
    this.botByChat.set(message.chatId, ofChat);
    this.sends.push({ chatId: message.chatId, at: message.sentAt });
    this.append(message.chatId, { kind: 'bot', message });
  }

  addUserMessage(message: UserMessage): void {
    this.append(message.chatId, { kind: 'user', message });
  }

  addNotice(chatId: number, text: string): void {
    this.append(chatId, { kind: 'notice', chatId, text, sentAt: Date.now() });
  }

  /** The live message, for edits; callers call `changed()` after changing it. */
  findBotMessage(chatId: number, messageId: number): BotMessage | undefined {
    return this.botByChat.get(chatId)?.find((m) => m.messageId === messageId);
  }

  deleteMessage(chatId: number, messageId: number): boolean {
    const list = this.entries.get(chatId) ?? [];
    const index = list.findIndex((entry) => entry.kind !== 'notice' && entry.message.messageId === messageId);
    if (index === -1) return false;
    list.splice(index, 1);
    const botIndex = this.botMessages.findIndex((m) => m.chatId === chatId && m.messageId === messageId);
    if (botIndex !== -1) this.botMessages.splice(botIndex, 1);
    this.botByChat.set(
      chatId,
      (this.botByChat.get(chatId) ?? []).filter((m) => m.messageId !== messageId),
    );
    this.changed(chatId);
    return true;
  }

  messagesTo(chatId: number): BotMessage[] {
    return (this.botByChat.get(chatId) ?? []).map((m) => structuredClone(m));
  }

  allMessages(): BotMessage[] {
    return this.botMessages.map((m) => structuredClone(m));
  }

  sendTimes(): { chatId: number; at: number }[] {
    return this.sends.map((send) => ({ ...send }));
  }

  transcript(chatId: number): ChatEntry[] {
    return (this.entries.get(chatId) ?? []).map((entry): ChatEntry => {
      if (entry.kind === 'notice') return { from: 'notice', chatId: entry.chatId, text: entry.text, sentAt: entry.sentAt };
      return entry.kind === 'bot'
        ? { from: 'bot', ...structuredClone(entry.message) }
        : { from: 'user', ...structuredClone(entry.message) };
    });
  }

  chats(): { chatId: number; user?: EmulatedUser; lastAt: number }[] {
    return [...this.entries.entries()]
      .map(([chatId, list]) => ({ chatId, user: this.users.get(chatId), lastAt: Math.max(0, ...list.map(lastActivity)) }))
      .sort((a, b) => b.lastAt - a.lastAt);
  }
}

function lastActivity(entry: Entry): number {
  if (entry.kind === 'notice') return entry.sentAt;
  return entry.kind === 'bot' ? (entry.message.editedAt ?? entry.message.sentAt) : entry.message.sentAt;
}
