import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_ORIGIN,
  extractMessageContent,
  getMediaKeys,
  getUrlFromDirectPath,
  type MediaDecryptionKeyInfo,
  type WAMessage,
} from '@whiskeysockets/baileys';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { AppError } from '../../core/errors.ts';
import type { BaileysLogger } from '../../infra/whatsapp/postgres-auth-state.ts';
import type { MediaDownload } from '../../infra/whatsapp/socket.ts';

// A photo or document a chat user sent, fetched from WhatsApp's media servers and decrypted with
// Baileys' own key derivation (docs/architecture.md#whatsapp): within one deadline for the whole
// download, and asked again of the sender's phone (the socket's updateMediaMessage) when the server
// no longer has it. Not Baileys' downloadMediaMessage (7.0.0-rc14): its fetch takes no abort signal,
// so a stalled download never ends and a stream it gave up on can still throw into the process;
// and its own re-upload looks for `error.status` on a Boom that carries `output.statusCode`
// (WhiskeySockets/Baileys#2767), so it never asks.

export const MEDIA_DOWNLOAD_TIMEOUT_MS = 60_000;

/** What the media server answers for a file it dropped (Baileys' REUPLOAD_REQUIRED_STATUS). */
const GONE = new Set([404, 410]);
/** WhatsApp's encrypted file ends with the first 10 bytes of its HMAC-SHA256. */
const MAC_BYTES = 10;

export type MediaDownloadDeps = {
  /** The socket's updateMediaMessage: the phone uploads the file again and the message points at it. */
  reupload: (message: WAMessage) => Promise<WAMessage>;
  logger: BaileysLogger;
  timeoutMs?: number;
};

/** The file cannot be had now: the user is told to send it again, nothing is kept. */
const unavailable = () => new AppError('UNAVAILABLE', M.mediaUnavailable);

type Located = { url: string; keys: Promise<MediaDecryptionKeyInfo> };

/** Where a photo's or document's bytes are and how they are decrypted, as Baileys' download reads it. */
function locate(message: WAMessage): Located {
  const content = extractMessageContent(message.message);
  const media = content?.imageMessage ?? content?.documentMessage;
  if (!media?.mediaKey || !(media.directPath || media.url)) throw new Error('not a downloadable photo or document');
  let host: string | undefined;
  try {
    host = media.url ? new URL(media.url).host : undefined;
  } catch {
    host = undefined;
  }
  const url = media.directPath ? getUrlFromDirectPath(media.directPath, host) : media.url!;
  return { url, keys: getMediaKeys(media.mediaKey, content?.imageMessage ? 'image' : 'document') };
}

/** Rejects when `signal` aborts, whatever `work` does (updateMediaMessage waits without a timeout). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(unavailable());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The decrypted bytes; the MAC is checked at the end. Stopping early or the deadline ends the fetch. */
async function* decrypted(
  body: ReadableStream<Uint8Array>,
  { cipherKey, iv, macKey }: MediaDecryptionKeyInfo,
  controller: AbortController,
  timer: NodeJS.Timeout,
): AsyncGenerator<Uint8Array> {
  // getMediaKeys always derives a MAC key; its type leaves it optional.
  if (!macKey) throw unavailable();
  const decipher = createDecipheriv('aes-256-cbc', cipherKey, iv);
  const mac = createHmac('sha256', macKey).update(iv);
  const reader = body.getReader();
  let tail = Buffer.alloc(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const data = Buffer.concat([tail, value]);
      const cut = Math.max(0, data.length - MAC_BYTES);
      tail = data.subarray(cut);
      mac.update(data.subarray(0, cut));
      const plain = decipher.update(data.subarray(0, cut));
      if (plain.length > 0) yield plain;
    }
    if (tail.length !== MAC_BYTES || !timingSafeEqual(mac.digest().subarray(0, MAC_BYTES), tail)) throw unavailable();
    yield decipher.final();
  } catch (error) {
    throw controller.signal.aborted ? unavailable() : error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

export function createMediaDownload(deps: MediaDownloadDeps): MediaDownload {
  const timeoutMs = deps.timeoutMs ?? MEDIA_DOWNLOAD_TIMEOUT_MS;
  const get = (url: string, signal: AbortSignal) => fetch(url, { headers: { Origin: DEFAULT_ORIGIN }, signal });

  async function open(message: WAMessage, signal: AbortSignal): Promise<{ body: ReadableStream<Uint8Array>; located: Located }> {
    let located = locate(message);
    let response = await get(located.url, signal);
    if (GONE.has(response.status)) {
      await response.body?.cancel();
      deps.logger.info({ statusCode: response.status }, 'WhatsApp media gone from the server; asking the phone to upload it again');
      const again = await untilAborted(deps.reupload(message), signal).catch((error: unknown) => {
        deps.logger.warn(
          { statusCode: (error as { output?: { statusCode?: number } }).output?.statusCode },
          'WhatsApp media not uploaded again',
        );
        throw unavailable();
      });
      located = locate(again);
      response = await get(located.url, signal);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw unavailable();
    }
    return { body: response.body, located };
  }

  return async (message) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const { body, located } = await open(message, controller.signal);
      return decrypted(body, await located.keys, controller, timer);
    } catch (error) {
      const timedOut = controller.signal.aborted;
      clearTimeout(timer);
      controller.abort();
      throw timedOut ? unavailable() : error;
    }
  };
}
