import type { IncomingMessage } from 'node:http';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import { DEV_CHAT_SCRIPT } from './chat-client.ts';

// What the routes of /dev/telegram and /dev/whatsapp share: the page's script, the chat list and
// the long-polled chat (one JSON shape for both), the type checks that keep a form on another site
// out, and a capped body read for files.

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
export function changeAfter(source: { version: () => number; onChange: (listener: () => void) => () => void }, seen: number, ctx: Context): Promise<void> {
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

const versionSchema = text().regex(/^\d{1,15}$/).transform(Number);
export const chatTextSchema = z.object({ text: text().trim().min(1, 'Pesan kosong.').max(4096, 'Pesan terlalu panjang.') });

export type ChatReads<Id> = {
  channel: 'telegram' | 'whatsapp';
  source: { version: () => number; onChange: (listener: () => void) => () => void };
  chatParam: (ctx: Context) => Id;
  chats: () => { chats: unknown[]; nextNewUserId: Id };
  /** One chat as the page shows it: its label, its entries, and their HTML. */
  chat: (chatId: Id) => { label: string; messages: unknown[]; html: string };
};

/** `GET /dev/<channel>/app.js`, `GET /api/dev/<channel>/chats` and `GET /api/dev/<channel>/chats/:chatId`. */
export function mountChatReads<Id>(router: Router, reads: ChatReads<Id>): void {
  router.get(`/dev/${reads.channel}/app.js`, (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = DEV_CHAT_SCRIPT;
  });
  router.get(`/api/dev/${reads.channel}/chats`, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = reads.chats();
  });
  router.get(`/api/dev/${reads.channel}/chats/:chatId`, async (ctx) => {
    const chatId = reads.chatParam(ctx);
    const seen = versionSchema.safeParse(ctx.query.version);
    if (seen.success) await changeAfter(reads.source, seen.data, ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { chatId, version: reads.source.version(), ...reads.chat(chatId) };
  });
}
