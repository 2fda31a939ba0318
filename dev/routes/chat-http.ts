import type { IncomingMessage } from 'node:http';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import { DEV_CHAT_SCRIPT } from './chat-client.ts';
import { DEV_CHAT_CSP, serveChatFile } from './chat-page.ts';

// What the routes of /dev/telegram and /dev/whatsapp share: the page and its script, the chat list
// and the long-polled chat (one JSON shape for both), sending texts and files, the type checks that
// keep a form on another site out, and a capped body read for files.

/** How long a chat request waits for a change (long polling keeps the request log quiet). */
const WAIT_MS = 25_000;
export const DEV_FILE_LIMIT = 10 * 1024 * 1024;

export function requireType(ctx: Context, type: string): void {
  if (!ctx.is(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Jenis data tidak didukung.');
}

/** The file's content type, when the chats take it: a photo or a PDF. */
export function fileType(ctx: Context, allowed: Set<string>): string {
  const type = String(ctx.get('content-type')).split(';')[0]?.trim().toLowerCase() ?? '';
  if (!allowed.has(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim foto JPEG, PNG atau WebP, atau berkas PDF.');
  return type;
}

export function readBody(req: IncomingMessage, limit = DEV_FILE_LIMIT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new AppError('PAYLOAD_TOO_LARGE', 'Berkas terlalu besar (maksimal 10 MB).'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(new AppError('VALIDATION', 'Format data tidak valid.')));
  });
}

/**
 * A page that already shows version `seen` waits for the next change of the chats (or WAIT_MS)
 * instead of asking every second.
 */
export function changeAfter(
  source: { version: () => number; onChange: (listener: () => void) => () => void },
  seen: number,
  ctx: Context,
): Promise<void> {
  return new Promise((resolve) => {
    if (seen !== source.version()) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      ctx.req.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, WAIT_MS);
    const unsubscribe = source.onChange(done);
    ctx.req.once('close', done);
  });
}

const versionSchema = text()
  .regex(/^\d{1,15}$/)
  .transform(Number);
export const chatTextSchema = z.object({ text: text().trim().min(1, 'Pesan kosong.').max(4096, 'Pesan terlalu panjang.') });

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const DOCUMENT_TYPES = new Set([...PHOTO_TYPES, 'application/pdf']);
const fileQuerySchema = z.object({
  name: text().max(200).optional(),
  caption: text().max(1024).optional(),
  as: z.enum(['photo', 'document']).optional(),
});

/** A file a user sends into a chat: a photo unless it is a PDF or was asked to go as a document. */
export type SentFile = { bytes: Buffer; mime: string; asPhoto: boolean; name?: string; caption?: string };

export type ChatRoutes<Id, Entry> = {
  channel: 'telegram' | 'whatsapp';
  /** The emulator: its chats' version and changes, their transcripts, and the files sent in them. */
  source: {
    version: () => number;
    onChange: (listener: () => void) => () => void;
    transcript: (chatId: Id) => Entry[];
    file: (fileId: string) => { bytes: Buffer; mime: string; fileName?: string } | undefined;
  };
  /** A chat's id as it stands in a path or the page's `?chat=`. */
  chatIdSchema: z.ZodType<Id>;
  /** The chat the page opens when none is asked for. */
  firstChatId: Id;
  /** The sidebar's chats: the demo accounts first, then every other chat. */
  personas: () => { chatId: Id; label: string }[];
  personaOf: (chatId: Id) => { label: string };
  nextNewUserId: () => Id;
  renderTranscript: (entries: Entry[], chatId: Id) => string;
  page: (chatId: Id) => string;
  sendText: (chatId: Id, text: string) => Promise<unknown>;
  sendFile: (chatId: Id, file: SentFile) => Promise<unknown>;
  fileIdSchema: z.ZodType<string>;
};

/** The chat a path names; an id that cannot be one is a chat that is not there. */
export function chatParam<Id>(ctx: Context, chatIdSchema: z.ZodType<Id>): Id {
  const parsed = chatIdSchema.safeParse(ctx.params.chatId);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Chat tidak ditemukan.');
  return parsed.data;
}

/**
 * The routes both emulators' pages have: `GET /dev/<channel>` and its `app.js`, the chat list and
 * the long-polled chat, sending a text or a file, and reading a file the chat holds.
 */
export function mountChatRoutes<Id, Entry>(router: Router, routes: ChatRoutes<Id, Entry>): void {
  const { channel } = routes;
  router.get(`/dev/${channel}`, (ctx) => {
    const requested = routes.chatIdSchema.safeParse(ctx.query.chat);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', DEV_CHAT_CSP);
    ctx.body = routes.page(requested.success ? requested.data : routes.firstChatId);
  });
  router.get(`/dev/${channel}/app.js`, (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = DEV_CHAT_SCRIPT;
  });
  router.get(`/api/dev/${channel}/chats`, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { chats: routes.personas(), nextNewUserId: routes.nextNewUserId() };
  });
  router.get(`/api/dev/${channel}/chats/:chatId`, async (ctx) => {
    const chatId = chatParam(ctx, routes.chatIdSchema);
    const seen = versionSchema.safeParse(ctx.query.version);
    if (seen.success) await changeAfter(routes.source, seen.data, ctx);
    ctx.set('Cache-Control', 'no-store');
    const messages = routes.source.transcript(chatId);
    ctx.body = {
      chatId,
      version: routes.source.version(),
      label: routes.personaOf(chatId).label,
      messages,
      html: routes.renderTranscript(messages, chatId),
    };
  });
  router.post(`/api/dev/${channel}/chats/:chatId/text`, async (ctx) => {
    const chatId = chatParam(ctx, routes.chatIdSchema);
    requireType(ctx, 'application/json');
    const body = chatTextSchema.parse(ctx.request.body ?? {});
    await routes.sendText(chatId, body.text);
    ctx.status = 202;
    ctx.body = { sent: true };
  });
  router.post(`/api/dev/${channel}/chats/:chatId/file`, async (ctx) => {
    const chatId = chatParam(ctx, routes.chatIdSchema);
    const type = fileType(ctx, DOCUMENT_TYPES);
    const query = fileQuerySchema.parse(ctx.query);
    const bytes = await readBody(ctx.req);
    if (!bytes.length) throw new AppError('VALIDATION', 'Berkas kosong.');
    const asPhoto = PHOTO_TYPES.has(type) && query.as !== 'document';
    await routes.sendFile(chatId, { bytes, mime: type, asPhoto, name: query.name || undefined, caption: query.caption });
    ctx.status = 202;
    ctx.body = { sent: true };
  });
  router.get(`/api/dev/${channel}/files/:fileId`, (ctx) => {
    const fileId = routes.fileIdSchema.safeParse(ctx.params.fileId);
    const file = fileId.success ? routes.source.file(fileId.data) : undefined;
    if (!file) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
    serveChatFile(ctx, file);
  });
}
