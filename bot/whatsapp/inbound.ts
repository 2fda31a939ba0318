import { getContentType, isLidUser, isPnUser, jidNormalizedUser, normalizeMessageContent, type BaileysEventEmitter, type WAMessage } from '@whiskeysockets/baileys';

// A Baileys message as the conversation sees it (docs/product.md#chat-whatsapp): who wrote, what
// text, which file. Only one-to-one chats with a person count: groups, broadcast lists, status
// updates, channels, our own messages and protocol noise (receipts, reactions, edits) are dropped.

export type IncomingMedia = {
  kind: 'image' | 'document' | 'other';
  /** The size the sender's app declared; checked before anything is downloaded. */
  declaredBytes: number | null;
  /** The file's bytes as they arrive; stop reading to stop the download. */
  download: () => Promise<AsyncIterable<Uint8Array>>;
};

export type IncomingMessage = {
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

export type MediaDownload = (message: WAMessage) => Promise<AsyncIterable<Uint8Array>>;

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

export function readIncoming(message: WAMessage, download: MediaDownload): IncomingMessage | null {
  const { key } = message;
  const remoteJid = key.remoteJid;
  if (key.fromMe || !isPerson(remoteJid)) return null;
  const content = normalizeMessageContent(message.message);
  const type = getContentType(content ?? undefined);
  if (!content || !type) return null;

  const base = { replyTo: remoteJid, chatIds: senderChatIds(remoteJid, key.remoteJidAlt) };
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
    return { ...base, text: document.caption ?? '', media: { kind: 'document', declaredBytes: toNumber(document.fileLength), download: fetch } };
  }
  if (OTHER_MEDIA_TYPES.has(type)) {
    const caption = content.videoMessage?.caption ?? '';
    return { ...base, text: caption, media: { kind: 'other', declaredBytes: null, download: fetch } };
  }
  return null;
}

/**
 * Hands each new message of one socket to `handle`, one at a time per chat (answers keep the order
 * of the questions) and chats side by side. History and appended (offline) batches are not
 * questions waiting for an answer: only 'notify' counts.
 */
export function listenForMessages(ev: BaileysEventEmitter, download: MediaDownload, handle: (message: IncomingMessage) => Promise<void>): void {
  const chains = new Map<string, Promise<void>>();
  ev.on('messages.upsert', ({ messages, type }) => {
    if (type !== 'notify') return;
    for (const message of messages) {
      const incoming = readIncoming(message, download);
      if (!incoming) continue;
      const previous = chains.get(incoming.replyTo) ?? Promise.resolve();
      const next = previous.then(() => handle(incoming)).catch(() => {});
      chains.set(incoming.replyTo, next);
      void next.then(() => {
        if (chains.get(incoming.replyTo) === next) chains.delete(incoming.replyTo);
      });
    }
  });
}
