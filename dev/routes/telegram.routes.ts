import type Router from '@koa/router';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { text } from '../../core/validation/text.ts';
import type { EmulatedUser, TelegramEmulator } from '../telegram-emulator/index.ts';
import { chatParam, mountChatRoutes, requireType } from './chat-http.ts';
import { renderPage, renderSidebar, renderTranscript, type Persona } from './telegram-render.ts';
import { createDevRouter } from './dev-router.ts';

// /dev/telegram: the users' side of the Telegram emulator that `npm start` runs in development
// without a bot token (dev/telegram-emulator/dev.ts). One chat window per demo account, and as
// many new users as wanted: type, press inline buttons, send a photo, read the bot's answers.
// Mounted outside production only when an emulator runs (dev-routers.ts), and to loopback
// clients only: the chats carry linking links. The chats live in the emulator, in memory.

const TITLE = 'Telegram Pengembangan';
const NOT_FOUND = 'Pesan tidak ditemukan.';

/**
 * The three demo accounts of dev/demo/seeds/demo-data.ts, each with a Telegram user of its own.
 * Linking is done as for anyone: the account page's t.me link, pasted into the chat; a fresh demo
 * does it once for all three before its story (dev/demo/demo-chat-links.ts).
 */
export const DEMO_TELEGRAM_USERS: (EmulatedUser & { label: string; email: string })[] = [
  {
    id: 1_000_001,
    firstName: 'Nadia',
    username: 'nadia_siswa',
    label: 'Nadia Putri Ramadhani — siswa@ajarin.id',
    email: 'siswa@ajarin.id',
  },
  { id: 1_000_002, firstName: 'Rizky', username: 'rizky_tutor', label: 'Rizky Pratama — tutor@ajarin.id', email: 'tutor@ajarin.id' },
  { id: 1_000_003, firstName: 'Admin', username: 'admin_ajarin', label: 'Admin Ajarin — admin@ajarin.id', email: 'admin@ajarin.id' },
];
/** 'Pengguna baru' chats count up from here. */
export const NEW_USER_BASE_ID = 2_000_001;

const chatIdSchema = text()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
const fileIdSchema = text().regex(/^[A-Za-z0-9_-]{1,128}$/);
const pressSchema = z.object({ messageId: z.number().int().positive(), data: text().min(1).max(256) });

/** A pasted deep link `https://t.me/<bot>?start=<payload>` is what tapping it sends: `/start <payload>`. */
export function deepLinkAsStart(input: string): string {
  const match = /^(?:https?:\/\/)?t(?:elegram)?\.me\/[A-Za-z0-9_]+\?start=([A-Za-z0-9_-]{1,64})$/.exec(input.trim());
  return match ? `/start ${match[1]}` : input;
}

export function createDevTelegramRouter(deps: { telegramEmulator: TelegramEmulator }): Router {
  const emulator = deps.telegramEmulator;
  const router = createDevRouter();

  const userFor = (chatId: number): EmulatedUser => {
    const demo = DEMO_TELEGRAM_USERS.find((user) => user.id === chatId);
    if (demo) return { id: demo.id, firstName: demo.firstName, username: demo.username };
    const known = emulator.chats().find((chat) => chat.chatId === chatId)?.user;
    return (
      known ?? {
        id: chatId,
        firstName: chatId >= NEW_USER_BASE_ID ? `Pengguna Baru ${chatId - NEW_USER_BASE_ID + 1}` : `Pengguna ${chatId}`,
      }
    );
  };

  const personas = (): Persona[] => {
    const demo = DEMO_TELEGRAM_USERS.map((user) => ({
      chatId: user.id,
      label: user.label,
      hint: `Telegram @${user.username} (id ${user.id})`,
    }));
    const others = emulator
      .chats()
      .filter((chat) => !DEMO_TELEGRAM_USERS.some((user) => user.id === chat.chatId))
      .sort((a, b) => a.chatId - b.chatId)
      .map((chat) => ({ chatId: chat.chatId, label: userFor(chat.chatId).firstName, hint: `id ${chat.chatId}` }));
    return [...demo, ...others];
  };

  const nextNewUserId = () => Math.max(NEW_USER_BASE_ID - 1, ...emulator.chats().map((chat) => chat.chatId)) + 1;

  const personaOf = (chatId: number): Persona =>
    personas().find((persona) => persona.chatId === chatId) ?? { chatId, label: userFor(chatId).firstName, hint: `id ${chatId}` };

  mountChatRoutes(router, {
    channel: 'telegram',
    source: emulator,
    chatIdSchema,
    firstChatId: (DEMO_TELEGRAM_USERS[1] as EmulatedUser).id,
    personas,
    personaOf,
    nextNewUserId,
    renderTranscript: (entries, chatId) => renderTranscript(entries, (url) => emulator.webAppLink(chatId, url)),
    page: (chatId) => {
      const persona = personaOf(chatId);
      return renderPage({
        title: `${persona.label} · ${TITLE}`,
        botUsername: emulator.botUsername,
        sidebar: renderSidebar(personas(), chatId, nextNewUserId()),
        persona,
        transcript: renderTranscript(emulator.transcript(chatId), (url) => emulator.webAppLink(chatId, url)),
      });
    },
    sendText: (chatId, body) => emulator.sendText(userFor(chatId), deepLinkAsStart(body)),
    sendFile: async (chatId, file) => {
      const user = userFor(chatId);
      if (file.asPhoto) await emulator.sendPhoto(user, file.bytes, file.caption);
      else await emulator.sendDocument(user, file.bytes, file.mime, file.name ?? 'berkas', file.caption);
    },
    fileIdSchema,
  });

  router.post('/api/dev/telegram/chats/:chatId/press', async (ctx) => {
    const chatId = chatParam(ctx, chatIdSchema);
    requireType(ctx, 'application/json');
    const body = pressSchema.parse(ctx.request.body ?? {});
    const message = emulator.messagesTo(chatId).find((m) => m.messageId === body.messageId);
    if (!message) throw new AppError('NOT_FOUND', NOT_FOUND);
    ctx.body = await emulator.pressButton(userFor(chatId), message, body.data);
  });

  return router;
}
