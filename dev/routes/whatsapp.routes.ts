import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import type { EmulatedWhatsAppUser, WhatsAppEmulator } from '../whatsapp-emulator/index.ts';
import { chatTextSchema, fileType, mountChatReads, readBody, requireType } from './chat-http.ts';
import { DEV_CHAT_CSP, serveChatFile, type Persona } from './chat-page.ts';
import { renderPage, renderTranscript } from './whatsapp-render.ts';

// /dev/whatsapp: the users' side of the WhatsApp emulator that `npm start` runs in development
// without a WhatsApp login (dev/whatsapp-emulator/dev.ts), shaped like /dev/telegram and its
// JSON routes. One chat per demo account, and as many new users as wanted: type keywords, send a
// photo or a PDF, read the real bot's answers. Mounted outside production only when an emulator
// runs (dev-routers.ts), and, like every /dev path, to this machine only
// (api/middleware/loopback-only.ts): the chats carry linking codes.

const TITLE = 'WhatsApp Pengembangan';
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const DOCUMENT_TYPES = new Set([...PHOTO_TYPES, 'application/pdf']);

/**
 * The three demo accounts of dev/demo/seeds/demo-data.ts, each with a WhatsApp number of its own.
 * Linking is done as for anyone, with LINK <kode> from the account page; a fresh demo does it once
 * for all three before its story (dev/demo/demo-chat-links.ts).
 */
export const DEMO_WHATSAPP_USERS: (EmulatedWhatsAppUser & { label: string; email: string })[] = [
  { number: '6285700000001', name: 'Nadia', lid: '210000000000001', label: 'Nadia Putri Ramadhani — siswa@ajarin.id', email: 'siswa@ajarin.id' },
  { number: '6285700000002', name: 'Rizky', lid: '210000000000002', label: 'Rizky Pratama — tutor@ajarin.id', email: 'tutor@ajarin.id' },
  { number: '6285700000003', name: 'Admin', lid: '210000000000003', label: 'Admin Ajarin — admin@ajarin.id', email: 'admin@ajarin.id' },
];
/** 'Pengguna baru' chats count up from here. */
export const NEW_WHATSAPP_USER_BASE = 6289900000001;

const chatIdSchema = text().regex(/^[1-9]\d{7,14}$/);
const fileIdSchema = text().regex(/^[A-Za-z0-9_-]{1,64}$/);
const fileQuerySchema = z.object({
  name: text().max(200).optional(),
  caption: text().max(1024).optional(),
  as: z.enum(['photo', 'document']).optional(),
});

/** A pasted 'Buka WhatsApp' link `https://wa.me/<number>?text=<message>` is what tapping it types: the message. */
export function waMeAsText(input: string): string {
  const match = /^(?:https?:\/\/)?(?:wa\.me|api\.whatsapp\.com\/send)\/?\d*\?(?:phone=\d+&)?text=([^&\s]{1,300})$/.exec(input.trim());
  if (!match) return input;
  try {
    return decodeURIComponent(match[1]!.replace(/\+/g, ' '));
  } catch {
    return input;
  }
}

export function createDevWhatsAppRouter(deps: { whatsappEmulator: WhatsAppEmulator }): Router {
  const emulator = deps.whatsappEmulator;
  const router = new Router();

  const userFor = (chatId: string): EmulatedWhatsAppUser => {
    const demo = DEMO_WHATSAPP_USERS.find((user) => user.number === chatId);
    if (demo) return { number: demo.number, name: demo.name, ...(demo.lid ? { lid: demo.lid } : {}) };
    const known = emulator.chats().find((chat) => chat.chatId === chatId)?.user;
    return known ?? { number: chatId, name: Number(chatId) >= NEW_WHATSAPP_USER_BASE ? `Pengguna Baru ${Number(chatId) - NEW_WHATSAPP_USER_BASE + 1}` : `Pengguna ${chatId}` };
  };

  const personas = (): Persona[] => {
    const demo = DEMO_WHATSAPP_USERS.map((user) => ({ chatId: user.number, label: user.label, hint: `WhatsApp +${user.number}` }));
    const others = emulator
      .chats()
      .filter((chat) => !DEMO_WHATSAPP_USERS.some((user) => user.number === chat.chatId))
      .sort((a, b) => a.chatId.localeCompare(b.chatId))
      .map((chat) => ({ chatId: chat.chatId, label: userFor(chat.chatId).name, hint: `+${chat.chatId}` }));
    return [...demo, ...others];
  };

  const nextNewUserId = () => String(Math.max(NEW_WHATSAPP_USER_BASE - 1, ...emulator.chats().map((chat) => Number(chat.chatId))) + 1);
  const personaOf = (chatId: string): Persona => personas().find((persona) => persona.chatId === chatId) ?? { chatId, label: userFor(chatId).name, hint: `+${chatId}` };

  const chatParam = (ctx: Context): string => {
    const parsed = chatIdSchema.safeParse(ctx.params.chatId);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'Chat tidak ditemukan.');
    return parsed.data;
  };

  router.get('/dev/whatsapp', (ctx) => {
    const requested = chatIdSchema.safeParse(ctx.query.chat);
    const chatId = requested.success ? requested.data : DEMO_WHATSAPP_USERS[1]!.number;
    const persona = personaOf(chatId);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', DEV_CHAT_CSP);
    ctx.body = renderPage({
      title: `${persona.label} · ${TITLE}`,
      botNumber: emulator.botNumber,
      personas: personas(),
      newUserId: nextNewUserId(),
      persona,
      transcript: renderTranscript(emulator.transcript(chatId)),
    });
  });

  mountChatReads(router, {
    channel: 'whatsapp',
    source: emulator,
    chatParam,
    chats: () => ({ chats: personas(), nextNewUserId: nextNewUserId() }),
    chat: (chatId) => {
      const messages = emulator.transcript(chatId);
      return { label: personaOf(chatId).label, messages, html: renderTranscript(messages) };
    },
  });

  router.post('/api/dev/whatsapp/chats/:chatId/text', async (ctx) => {
    const chatId = chatParam(ctx);
    requireType(ctx, 'application/json');
    const body = chatTextSchema.parse(ctx.request.body ?? {});
    await emulator.sendText(userFor(chatId), waMeAsText(body.text));
    ctx.status = 202;
    ctx.body = { sent: true };
  });

  router.post('/api/dev/whatsapp/chats/:chatId/file', async (ctx) => {
    const chatId = chatParam(ctx);
    const type = fileType(ctx, DOCUMENT_TYPES);
    const query = fileQuerySchema.parse(ctx.query);
    const bytes = await readBody(ctx.req);
    if (!bytes.length) throw new AppError('VALIDATION', 'Berkas kosong.');
    const as = PHOTO_TYPES.has(type) && query.as !== 'document' ? 'image' : 'document';
    await emulator.sendFile(userFor(chatId), { bytes, mime: type, as, fileName: query.name || undefined, caption: query.caption });
    ctx.status = 202;
    ctx.body = { sent: true };
  });

  router.get('/api/dev/whatsapp/files/:fileId', (ctx) => {
    const fileId = fileIdSchema.safeParse(ctx.params.fileId);
    const file = fileId.success ? emulator.file(fileId.data) : undefined;
    if (!file) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
    serveChatFile(ctx, file);
  });

  return router;
}
