import type { WAMessage } from '@whiskeysockets/baileys';
import type { WhatsAppTransport } from '../../infra/whatsapp/socket.ts';

// The public shape of the WhatsApp emulator (docs/architecture.md#whatsapp-emulator): what
// `npm start` in development, /dev/whatsapp, tests and the fan-out bench drive. The bot only ever
// sees a Baileys-shaped socket through `transport`, as it would see WhatsApp.

/** A WhatsApp user writing to the bot. Their chat is their number (digits with country code). */
export type EmulatedWhatsAppUser = {
  number: string;
  name: string;
  /** WhatsApp's private id for this user (digits): messages may come from it instead of the number. */
  lid?: string;
};

/**
 * How WhatsApp names the sender of a message: by number; by LID with the number alongside
 * (`remoteJidAlt`); or by LID alone, whose number only the pairs Baileys learned can tell.
 */
export type SenderAddress = 'number' | 'lid' | 'lid-only';

export type UserSendOptions = { as?: SenderAddress };

export type OutgoingFile = {
  bytes: Buffer;
  mime: string;
  as: 'image' | 'document';
  fileName?: string;
  caption?: string;
  declaredBytes?: number;
};

/** A message the bot sent. `chatId` is the user's number when known, else what the bot wrote to. */
export type WhatsAppBotMessage = { id: string; chatId: string; jid: string; text: string; sentAt: number };

export type WhatsAppEntry =
  | ({ from: 'bot' } & WhatsAppBotMessage)
  | {
      from: 'user';
      id: string;
      chatId: string;
      text: string;
      sentAt: number;
      file?: { id: string; mime: string; fileName?: string; kind: 'image' | 'document' };
      held?: boolean;
    }
  | { from: 'notice'; chatId: string; text: string; sentAt: number };

export interface WhatsAppEmulator {
  /** The number the bot is logged in as. */
  botNumber: string;
  /** What the bot's WhatsApp channel runs on (startBot's whatsappTransport). */
  transport: WhatsAppTransport;
  /**
   * The user writes; the id of the message. Delivered at once ('notify') while a socket is open;
   * otherwise held, as WhatsApp holds it, and delivered as 'append' when the next socket opens.
   */
  sendText(user: EmulatedWhatsAppUser, text: string, options?: UserSendOptions): Promise<string>;
  sendFile(user: EmulatedWhatsAppUser, file: OutgoingFile, options?: UserSendOptions): Promise<string>;
  /**
   * Hands the open socket messages as WhatsApp delivers them, for what no user of /dev/whatsapp
   * sends: a group's or a broadcast's message, our own, one delivered twice.
   */
  deliverRaw(messages: WAMessage[], type: 'notify' | 'append'): void;
  /** Every message the bot sent, in order. */
  sent(): WhatsAppBotMessage[];
  messagesTo(chatId: string): WhatsAppBotMessage[];
  waitForMessage(chatId: string, predicate: (message: WhatsAppBotMessage) => boolean, timeoutMs?: number): Promise<WhatsAppBotMessage>;
  /** Both sides of a chat in order, for /dev/whatsapp. */
  transcript(chatId: string): WhatsAppEntry[];
  /** Chats with any message, newest activity first. */
  chats(): { chatId: string; user?: EmulatedWhatsAppUser; lastAt: number }[];
  file(id: string): { bytes: Buffer; mime: string; fileName?: string } | undefined;
  /** Counts every change of the chats: equal numbers mean nothing changed in between. */
  version(): number;
  onChange(listener: () => void): () => void;
  isOpen(): boolean;
  /** WhatsApp closes the socket with `statusCode` (428 lost, 408 timed out, 440 replaced, 401 logged out, 405 outdated); the bot decides what follows. */
  drop(statusCode: number): void;
  /** While held, new sockets stay 'connecting' (a reconnect that takes a while); release opens the current one. */
  holdConnections(held: boolean): void;
  /** With `login: 'manual'`: the phone scans the QR the bot shows (pair-success, then the close with 515). */
  scanQr(): void;
  /** With `login: 'manual'`: the phone types the pairing code the bot showed; any other code throws. */
  enterPairingCode(code: string): void;
  /** The next send fails with this Boom status; 428 also closes the socket, as a close mid-send does. */
  failNextSend(statusCode: number): void;
  stop(): void;
}

export type WhatsAppEmulatorOptions = {
  /** Default '6281100000000'. */
  botNumber?: string;
  /**
   * Where the socket's login lives: 'memory' (development: nothing reaches the database) or
   * 'postgres' (tests of the real login's storage: stored creds log in by themselves).
   */
  auth?: 'memory' | 'postgres';
  /**
   * Without a stored login: 'automatic' (default) — the phone scans the QR, or types the pairing
   * code the bot asked for, at once; 'manual' — the test does it (scanQr, enterPairingCode).
   */
  login?: 'automatic' | 'manual';
};
