import { ChatLog } from '../chat-log.ts';
import type { EmulatedWhatsAppUser, WhatsAppBotMessage, WhatsAppEntry } from './types.ts';

// Every chat of the WhatsApp emulator, in memory: both sides of each conversation (for
// /dev/whatsapp), the bot's sends in order (for tests and the bench), the users by number and LID,
// and the files users sent. A chat is named by the user's number; a LID the emulator cannot map to
// a user stays a chat of its own.

type StoredFile = { bytes: Buffer; mime: string; fileName?: string };

export class WhatsAppChats extends ChatLog<string, WhatsAppEntry> {
  private readonly botMessages: WhatsAppBotMessage[] = [];
  private readonly byNumber = new Map<string, EmulatedWhatsAppUser>();
  private readonly byLid = new Map<string, EmulatedWhatsAppUser>();
  private readonly files = new Map<string, StoredFile>();

  rememberUser(user: EmulatedWhatsAppUser): void {
    this.byNumber.set(user.number, { ...user });
    if (user.lid) this.byLid.set(user.lid, { ...user });
  }

  user(number: string): EmulatedWhatsAppUser | undefined {
    return this.byNumber.get(number);
  }

  userOfLid(lid: string): EmulatedWhatsAppUser | undefined {
    return this.byLid.get(lid);
  }

  /** The chat a jid belongs to: its user's number when known. */
  chatOf(jid: string): string {
    const [user = '', server = ''] = jid.split('@');
    const digits = user.split(':')[0] ?? user;
    return server === 'lid' ? (this.byLid.get(digits)?.number ?? digits) : digits;
  }

  addFile(id: string, file: StoredFile): void {
    this.files.set(id, file);
  }

  file(id: string): StoredFile | undefined {
    return this.files.get(id);
  }

  addBotMessage(message: WhatsAppBotMessage): void {
    this.botMessages.push(message);
    this.append(message.chatId, { from: 'bot', ...message });
  }

  addUserMessage(entry: Extract<WhatsAppEntry, { from: 'user' }>): void {
    this.append(entry.chatId, entry);
  }

  addNotice(chatId: string, text: string): void {
    this.append(chatId, { from: 'notice', chatId, text, sentAt: Date.now() });
  }

  /** A held message went out: its transcript entry stops saying it waits. */
  delivered(chatId: string, id: string): void {
    const entry = this.entries.get(chatId)?.find((item) => item.from === 'user' && item.id === id);
    if (entry?.from !== 'user' || !entry.held) return;
    entry.held = false;
    this.changed(chatId);
  }

  sent(): WhatsAppBotMessage[] {
    return [...this.botMessages];
  }

  messagesTo(chatId: string): WhatsAppBotMessage[] {
    return this.botMessages.filter((message) => message.chatId === chatId);
  }

  transcript(chatId: string): WhatsAppEntry[] {
    return (this.entries.get(chatId) ?? []).map((entry) => ({ ...entry }));
  }

  chats(): { chatId: string; user?: EmulatedWhatsAppUser; lastAt: number }[] {
    return [...this.entries.entries()]
      .map(([chatId, list]) => ({ chatId, user: this.byNumber.get(chatId), lastAt: list.at(-1)?.sentAt ?? 0 }))
      .sort((a, b) => b.lastAt - a.lastAt);
  }
}
