import {
  getContentType,
  isLidUser,
  isPnUser,
  jidNormalizedUser,
  normalizeMessageContent,
  type BaileysEventMap,
  type WAMessage,
} from '@whiskeysockets/baileys';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { SEEN_TTL_SECONDS, type SeenMessages } from '../../infra/whatsapp/seen-messages.ts';
import type { MediaDownload, WhatsAppSocket } from '../../infra/whatsapp/socket.ts';

// A Baileys message as the conversation sees it (docs/product.md#chat-whatsapp): who wrote, what
// text, which file. Only one-to-one chats with a person count: groups, broadcast lists, status
// updates, channels, our own messages and protocol noise (receipts, reactions, edits) are dropped.
// Messages come live ('notify') and, after a reconnect, as the ones WhatsApp held while we were
// away ('append'): both are questions waiting for an answer, and each is answered once.

export type IncomingMedia = {
  kind: 'image' | 'document' | 'other';
  /** The size the sender's app declared; checked before anything is downloaded. */
  declaredBytes: number | null;
  /** The file's bytes as they arrive; stop reading to stop the download. */
  download: () => Promise<AsyncIterable<Uint8Array>>;
};

export type IncomingMessage = {
  /** WhatsApp's id of the message: with the chat, what makes it the same message when it comes again. */
  id: string;
  /** Where the answer goes: the chat the message came from, as WhatsApp named it. */
  replyTo: string;
  /**
   * The chat as chat_links may know it, preferred first: the phone-number jid when WhatsApp told
   * it, then the LID (WhatsApp's private id, which it uses more and more in place of numbers).
   */
  chatIds: string[];
  /** The text, or a file's caption ('' when none). */
  text: string;
  media: IncomingMedia | null;
};

const TEXT_TYPES = new Set(['conversation', 'extendedTextMessage']);
const OTHER_MEDIA_TYPES = new Set(['videoMessage', 'audioMessage', 'stickerMessage', 'ptvMessage']);

const isPerson = (jid: string | null | undefined): jid is string => Boolean(jid && (isPnUser(jid) || isLidUser(jid)));

function toNumber(value: number | { toString(): string } | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value.toString());
  return Number.isFinite(number) ? number : null;
}

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
  const content = normalizeMessageContent(message.message);
  const type = getContentType(content ?? undefined);
  if (!content || !type) return null;

  const base = { id: key.id, replyTo: remoteJid, chatIds: senderChatIds(remoteJid, key.remoteJidAlt) };
  if (TEXT_TYPES.has(type)) {
    const text = content.conversation ?? content.extendedTextMessage?.text ?? '';
    return { ...base, text, media: null };
  }
  const fetch = () => download(message);
  if (type === 'imageMessage') {
    const image = content.imageMessage!;
    return { ...base, text: image.caption ?? '', media: { kind: 'image', declaredBytes: toNumber(image.fileLength), download: fetch } };
  }
  if (type === 'documentMessage') {
    const document = content.documentMessage!;
    return {
      ...base,
      text: document.caption ?? '',
      media: { kind: 'document', declaredBytes: toNumber(document.fileLength), download: fetch },
    };
  }
  if (OTHER_MEDIA_TYPES.has(type)) {
    const caption = content.videoMessage?.caption ?? '';
    return { ...base, text: caption, media: { kind: 'other', declaredBytes: null, download: fetch } };
  }
  return null;
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
    if (!incoming.chatIds.some((jid) => isPnUser(jid)) && isLidUser(incoming.replyTo)) {
      const phoneJid = await socket.phoneJidOfLid(incoming.replyTo).catch(() => null);
      if (phoneJid) incoming.chatIds.unshift(jidNormalizedUser(phoneJid));
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
      const previous = chains.get(incoming.replyTo) ?? Promise.resolve();
      const next = previous
        .then(() => take(incoming, socket))
        .catch((error: unknown) =>
          deps.logger.error({ err: errorSummary(error), update: messageSummary(incoming) }, 'WhatsApp message could not be taken'),
        );
      chains.set(incoming.replyTo, next);
      void next.then(() => {
        if (chains.get(incoming.replyTo) === next) chains.delete(incoming.replyTo);
      });
    }
  };
}
