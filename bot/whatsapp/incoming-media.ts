import { BufferJSON, getContentType, normalizeMessageContent, proto, type WAMessage } from '@whiskeysockets/baileys';
import type { MediaDownload } from '../../infra/whatsapp/socket.ts';

// What a WhatsApp message carries, as people send it (docs/product.md#chat-whatsapp): text, one
// photo or document the bot can fetch, or what it cannot use as a proof — a video, a voice note,
// a sticker, a view-once photo (WhatsApp keeps it from linked devices), or one photo of an album
// (an albumMessage first, then each photo tied to it by a MEDIA_ALBUM association).

/** A photo or document: the proof pipeline's input. */
export type IncomingFile = {
  kind: 'image' | 'document';
  /** The size the sender's app declared; checked before anything is downloaded. */
  declaredBytes: number | null;
  /** The file's bytes as they arrive; stop reading to stop the download. */
  download: () => Promise<AsyncIterable<Uint8Array>>;
  /** The file as any bot process can fetch it later (kept with a question in Redis); never logged. */
  saved: string;
};

export type IncomingMedia =
  | IncomingFile
  | { kind: 'video' | 'audio' | 'sticker' | 'view-once' }
  /** A photo (or the announcement) of an album: the album is answered once, by its id. */
  | { kind: 'album'; albumId: string };

export type MessageContent = { text: string; media: IncomingMedia | null };

const TEXT_TYPES = new Set(['conversation', 'extendedTextMessage']);
const { AssociationType } = proto.MessageAssociation;
/** An HD photo or video arrives twice: the standard one, then the HD one tied to it. The first is the message. */
const SECOND_UPLOADS = new Set([
  AssociationType.HD_IMAGE_DUAL_UPLOAD,
  AssociationType.HD_VIDEO_DUAL_UPLOAD,
  AssociationType.HEVC_VIDEO_DUAL_UPLOAD,
]);

/** A protobuf number (a Long when decoded) as a number; null when absent. */
export function toNumber(value: number | { toString(): string } | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value.toString());
  return Number.isFinite(number) ? number : null;
}

/**
 * A view-once message: Baileys marks the key when WhatsApp withheld the content (what a linked
 * device gets), or the content comes wrapped, or its media says so.
 */
function isViewOnce(message: WAMessage): boolean {
  if (message.key.isViewOnce) return true;
  const outer = message.message?.ephemeralMessage?.message ?? message.message;
  if (outer?.viewOnceMessage || outer?.viewOnceMessageV2 || outer?.viewOnceMessageV2Extension) return true;
  const content = normalizeMessageContent(message.message);
  return Boolean(content?.imageMessage?.viewOnce || content?.videoMessage?.viewOnce || content?.audioMessage?.viewOnce);
}

/** The association WhatsApp ties a message to another with: on the message, or inside the child it wraps. */
const associationOf = (message: WAMessage): proto.IMessageAssociation | null =>
  message.message?.messageContextInfo?.messageAssociation ??
  normalizeMessageContent(message.message)?.messageContextInfo?.messageAssociation ??
  null;

/** The media fields a later download and a re-upload request need, without thumbnails. */
function savedFile(
  message: WAMessage,
  kind: 'image' | 'document',
  media: proto.Message.IImageMessage | proto.Message.IDocumentMessage,
): string {
  const { url, directPath, mediaKey, mimetype, fileLength, fileSha256, fileEncSha256, mediaKeyTimestamp } = media;
  // Numbers as numbers: a protobuf Long would not survive JSON.
  const kept = { url, directPath, mediaKey, mimetype, fileSha256, fileEncSha256 };
  const numbers = { fileLength: toNumber(fileLength), mediaKeyTimestamp: toNumber(mediaKeyTimestamp) };
  const { remoteJid, fromMe, id, participant } = message.key;
  return JSON.stringify(
    {
      key: { remoteJid, fromMe, id, participant },
      message: { [kind === 'image' ? 'imageMessage' : 'documentMessage']: { ...kept, ...numbers } },
    },
    BufferJSON.replacer,
  );
}

function file(
  message: WAMessage,
  kind: 'image' | 'document',
  media: proto.Message.IImageMessage | proto.Message.IDocumentMessage,
  download: MediaDownload,
): IncomingFile {
  return { kind, declaredBytes: toNumber(media.fileLength), download: () => download(message), saved: savedFile(message, kind, media) };
}

/** The text and media of a message; null for what is no question at all (receipts, reactions, a second upload). */
export function readContent(message: WAMessage, download: MediaDownload): MessageContent | null {
  const association = associationOf(message);
  if (association?.associationType != null && SECOND_UPLOADS.has(association.associationType)) return null;
  if (isViewOnce(message)) return { text: '', media: { kind: 'view-once' } };
  const content = normalizeMessageContent(message.message);
  const type = getContentType(content ?? undefined);
  if (!content || !type) return null;

  if (type === 'albumMessage') return { text: '', media: { kind: 'album', albumId: message.key.id! } };
  const albumId = association?.associationType === AssociationType.MEDIA_ALBUM ? association.parentMessageKey?.id : null;
  if (albumId) return { text: '', media: { kind: 'album', albumId } };

  if (TEXT_TYPES.has(type)) return { text: content.conversation ?? content.extendedTextMessage?.text ?? '', media: null };
  if (type === 'imageMessage')
    return { text: content.imageMessage!.caption ?? '', media: file(message, 'image', content.imageMessage!, download) };
  if (type === 'documentMessage') {
    return { text: content.documentMessage!.caption ?? '', media: file(message, 'document', content.documentMessage!, download) };
  }
  if (type === 'videoMessage' || type === 'ptvMessage') return { text: content.videoMessage?.caption ?? '', media: { kind: 'video' } };
  if (type === 'audioMessage') return { text: '', media: { kind: 'audio' } };
  if (type === 'stickerMessage') return { text: '', media: { kind: 'sticker' } };
  return null;
}

/** A file kept by `saved`, fetched through `download` (the socket now open); null when the text is no such file. */
export function restoreFile(saved: string, download: MediaDownload): IncomingFile | null {
  let message: WAMessage;
  try {
    message = JSON.parse(saved, BufferJSON.reviver) as WAMessage;
  } catch {
    return null;
  }
  const media = message.message?.imageMessage ?? message.message?.documentMessage;
  if (!message.key?.id || !media) return null;
  return file(message, message.message?.imageMessage ? 'image' : 'document', media, download);
}
