import type { WAMessage } from '@whiskeysockets/baileys';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { AppError } from '../../core/errors.ts';
import type { BaileysLogger } from '../../infra/whatsapp/postgres-auth-state.ts';
import type { MediaDownload } from '../../infra/whatsapp/socket.ts';

// A file a chat user sent, fetched from WhatsApp's media servers (docs/architecture.md#whatsapp):
// within one deadline for the whole download, and asked again of the sender's phone when the
// server no longer has it. Baileys 7.0.0-rc14 cannot do either itself: its fetch takes no abort
// signal, updateMediaMessage waits without a timeout, and downloadMediaMessage's own re-upload
// looks for `error.status` on a Boom that carries `output.statusCode` (WhiskeySockets/Baileys#2767),
// so it never asks.

export const MEDIA_DOWNLOAD_TIMEOUT_MS = 60_000;

/** What the media server answers for a file it dropped (Baileys' REUPLOAD_REQUIRED_STATUS). */
const GONE = new Set([404, 410]);

export type MediaDownloadDeps = {
  /** Baileys' downloadMediaMessage(message, 'stream', {}): the decrypted bytes of a media message. */
  fetch: (message: WAMessage) => Promise<AsyncIterable<Uint8Array>>;
  /** The socket's updateMediaMessage: the phone uploads the file again and the message points at it. */
  reupload: (message: WAMessage) => Promise<WAMessage>;
  logger: BaileysLogger;
  timeoutMs?: number;
};

const statusOf = (error: unknown): number | undefined => {
  const code = (error as { output?: { statusCode?: unknown } } | undefined)?.output?.statusCode;
  return typeof code === 'number' ? code : undefined;
};

/** The file cannot be had now: the user is told to send it again, nothing is kept. */
const unavailable = () => new AppError('UNAVAILABLE', M.mediaUnavailable);

/** Settles as `work` does, or rejects at `deadline`; what `work` yields too late is closed. */
function beforeDeadline<T>(work: Promise<T>, deadline: number, late?: (value: T) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (late) work.then(late, () => {});
      reject(unavailable());
    }, Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const close = (source: AsyncIterable<Uint8Array>) => {
  void source[Symbol.asyncIterator]()
    .return?.()
    ?.catch(() => {});
};

/** The chunks of `source` until `deadline`; leaving early (or the deadline) ends the source. */
async function* untilDeadline(source: AsyncIterable<Uint8Array>, deadline: number): AsyncGenerator<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await beforeDeadline(chunks.next(), deadline);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    void chunks.return?.()?.catch(() => {});
  }
}

export function createMediaDownload(deps: MediaDownloadDeps): MediaDownload {
  const timeoutMs = deps.timeoutMs ?? MEDIA_DOWNLOAD_TIMEOUT_MS;

  async function open(message: WAMessage): Promise<AsyncIterable<Uint8Array>> {
    try {
      return await deps.fetch(message);
    } catch (error) {
      const statusCode = statusOf(error);
      if (statusCode === undefined || !GONE.has(statusCode)) throw error;
      deps.logger.info({ statusCode }, 'WhatsApp media gone from the server; asking the phone to upload it again');
    }
    try {
      return await deps.fetch(await deps.reupload(message));
    } catch (error) {
      deps.logger.warn({ statusCode: statusOf(error) }, 'WhatsApp media could not be uploaded again');
      throw unavailable();
    }
  }

  return async (message) => {
    const deadline = Date.now() + timeoutMs;
    const source = await beforeDeadline(open(message), deadline, close);
    return untilDeadline(source, deadline);
  };
}
