import { isLidUser, isPnUser, jidNormalizedUser, type BaileysEventMap, type WAMessage } from '@whiskeysockets/baileys';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { SEEN_TTL_SECONDS, type SeenMessages } from '../../infra/whatsapp/seen-messages.ts';
import type { MediaDownload, WhatsAppSocket } from '../../infra/whatsapp/socket.ts';
import { readContent, restoreFile, toNumber, type IncomingFile, type IncomingMedia } from './incoming-media.ts';

// A Baileys message as the conversation sees it (docs/product.md#chat-whatsapp): who wrote, what
// text, which file. Only one-to-one chats with a person count: groups, broadcast lists, status
// updates, channels, our own messages and protocol noise (receipts, reactions, edits) are dropped.
// Messages come live ('notify') and, after a reconnect, as the ones WhatsApp held while we were
// away ('append'): both are questions waiting for an answer, and each is answered once.

export type { IncomingFile, IncomingMedia };

export type IncomingMessage = {
  /** WhatsApp's id of the message: with the chat, what makes it the same message when it comes again. */
  id: string;
  /**
   * Where the answer goes: the phone-number jid when WhatsApp told it (a send to a LID can be
   * accepted and never delivered), else the chat as WhatsApp named it.
   */
  replyTo: string;
  /**
   * The chat as chat_links may know it, preferred first: the phone-number jid when WhatsApp told
   * it, then the LID (WhatsApp's private id, which it uses more and more in place of numbers).
   */
  chatIds: string[];
  /** The text, or a file's caption ('' when none). */
  text: string;
  media: IncomingMedia | null;
  /** A file kept earlier (IncomingFile.saved), fetched through the socket this message came on. */
  restoreFile: (saved: string) => IncomingFile | null;
};

const isPerson = (jid: string | null | undefined): jid is string => Boolean(jid && (isPnUser(jid) || isLidUser(jid)));

/** The chat ids a message's sender may be linked under, phone-number jid first, devices stripped. */
export function senderChatIds(remoteJid: string, remoteJidAlt?: string | null): string[] {
  const ids = [remoteJid, remoteJidAlt].filter(isPerson).map((jid) => jidNormalizedUser(jid));
  return [...new Set([...ids.filter((jid) => isPnUser(jid)), ...ids.filter((jid) => isLidUser(jid))])];
}

/** What a log line may say of a message: its id and kind, never its text, sender or file. */
export const messageSummary = (message: IncomingMessage): { id: string; kind: string } => ({
  id: message.id,
  kind: message.media?.kind ?? 'text',
});

export function readIncoming(message: WAMessage, download: MediaDownload): IncomingMessage | null {
  const { key } = message;
  const remoteJid = key.remoteJid;
  if (key.fromMe || !isPerson(remoteJid) || !key.id) return null;
  const content = readContent(message, download);
  if (!content) return null;
  const chatIds = senderChatIds(remoteJid, key.remoteJidAlt);
  const replyTo = chatIds.find((jid) => isPnUser(jid)) ?? remoteJid;
  return { id: key.id, replyTo, chatIds, ...content, restoreFile: (saved) => restoreFile(saved, download) };
}

/** A message older than the memory of answered ones could have been answered already: it is left alone. */
const tooOld = (message: WAMessage, now: number) => {
  const sentAt = toNumber(message.messageTimestamp);
  return sentAt !== null && now - sentAt * 1000 > SEEN_TTL_SECONDS * 1000;
};

export type InboundDeps = {
  download: (socket: WhatsAppSocket) => MediaDownload;
  seen: SeenMessages;
  handle: (message: IncomingMessage) => Promise<void>;
  logger: Logger;
};

/**
 * The messages of one 'messages.upsert', handed to `handle` one at a time per chat (answers keep
 * the order of the questions) and chats side by side. A sender known only by its LID is looked up
 * among the number ↔ LID pairs Baileys learned, so a chat linked by its number is still known.
 */
export function createInbound(deps: InboundDeps): (upsert: BaileysEventMap['messages.upsert'], socket: WhatsAppSocket) => void {
  const chains = new Map<string, Promise<void>>();

  async function take(incoming: IncomingMessage, socket: WhatsAppSocket): Promise<void> {
    if (!(await deps.seen.firstTime(incoming.replyTo, incoming.id))) return;
    // An album is one question: its first message (the announcement or a photo) is answered, the rest are not.
    if (incoming.media?.kind === 'album' && !(await deps.seen.firstTime(incoming.replyTo, `album:${incoming.media.albumId}`))) return;
    if (!incoming.chatIds.some((jid) => isPnUser(jid)) && isLidUser(incoming.replyTo)) {
      const phoneJid = await socket.phoneJidOfLid(incoming.replyTo).catch(() => null);
      if (phoneJid) {
        incoming.chatIds.unshift(jidNormalizedUser(phoneJid));
        incoming.replyTo = jidNormalizedUser(phoneJid);
      }
    }
    await deps.handle(incoming);
  }

  return ({ messages, type }, socket) => {
    if (type !== 'notify' && type !== 'append') return;
    const now = Date.now();
    for (const message of messages) {
      if (tooOld(message, now)) continue;
      const incoming = readIncoming(message, deps.download(socket));
      if (!incoming) continue;
      // The chat as it came: take() may learn its number, which must not move the chain.
      const chat = incoming.replyTo;
      const previous = chains.get(chat) ?? Promise.resolve();
      const next = previous
        .then(() => take(incoming, socket))
        .catch((error: unknown) =>
          deps.logger.error({ err: errorSummary(error), update: messageSummary(incoming) }, 'WhatsApp message could not be taken'),
        );
      chains.set(chat, next);
      void next.then(() => {
        if (chains.get(chat) === next) chains.delete(chat);
      });
    }
  };
}
