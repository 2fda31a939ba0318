import type Router from '@koa/router';
import { text } from '../../core/validation/text.ts';
import type { EmulatedWhatsAppUser, WhatsAppEmulator } from '../whatsapp-emulator/index.ts';
import { mountChatRoutes } from './chat-http.ts';
import type { Persona } from './chat-page.ts';
import { renderPage, renderTranscript } from './whatsapp-render.ts';
import { createDevRouter } from './dev-router.ts';

// /dev/whatsapp: the users' side of the WhatsApp emulator that `npm start` runs in development
// without a WhatsApp login (dev/whatsapp-emulator/dev.ts), shaped like /dev/telegram and its
// JSON routes. One chat per demo account, and as many new users as wanted: type keywords, send a
// photo or a PDF, read the real bot's answers. Mounted outside production only when an emulator
// runs (dev-routers.ts), and, like every /dev path, to this machine only
// (api/middleware/loopback-only.ts): the chats carry linking codes.

const TITLE = 'WhatsApp Pengembangan';

/**
 * The three demo accounts of dev/demo/seeds/demo-data.ts, each with a WhatsApp number of its own.
 * Linking is done as for anyone, with LINK <kode> from the account page; a fresh demo does it once
 * for all three before its story (dev/demo/demo-chat-links.ts).
 */
export const DEMO_WHATSAPP_USERS: (EmulatedWhatsAppUser & { label: string; email: string })[] = [
  {
    number: '6285700000001',
    name: 'Nadia',
    lid: '210000000000001',
    label: 'Nadia Putri Ramadhani — siswa@ajarin.id',
    email: 'siswa@ajarin.id',
  },
  { number: '6285700000002', name: 'Rizky', lid: '210000000000002', label: 'Rizky Pratama — tutor@ajarin.id', email: 'tutor@ajarin.id' },
  { number: '6285700000003', name: 'Admin', lid: '210000000000003', label: 'Admin Ajarin — admin@ajarin.id', email: 'admin@ajarin.id' },
];
/** 'Pengguna baru' chats count up from here. */
export const NEW_WHATSAPP_USER_BASE = 6289900000001;

const chatIdSchema = text().regex(/^[1-9]\d{7,14}$/);
const fileIdSchema = text().regex(/^[A-Za-z0-9_-]{1,64}$/);

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
  const router = createDevRouter();

  const userFor = (chatId: string): EmulatedWhatsAppUser => {
    const demo = DEMO_WHATSAPP_USERS.find((user) => user.number === chatId);
    if (demo) return { number: demo.number, name: demo.name, ...(demo.lid ? { lid: demo.lid } : {}) };
    const known = emulator.chats().find((chat) => chat.chatId === chatId)?.user;
    return (
      known ?? {
        number: chatId,
        name:
          Number(chatId) >= NEW_WHATSAPP_USER_BASE ? `Pengguna Baru ${Number(chatId) - NEW_WHATSAPP_USER_BASE + 1}` : `Pengguna ${chatId}`,
      }
    );
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
  const personaOf = (chatId: string): Persona =>
    personas().find((persona) => persona.chatId === chatId) ?? { chatId, label: userFor(chatId).name, hint: `+${chatId}` };

  mountChatRoutes(router, {
    channel: 'whatsapp',
    source: emulator,
    chatIdSchema,
    firstChatId: DEMO_WHATSAPP_USERS[1]!.number,
    personas,
    personaOf,
    nextNewUserId,
    renderTranscript,
    page: (chatId) => {
      const persona = personaOf(chatId);
      return renderPage({
        title: `${persona.label} · ${TITLE}`,
        botNumber: emulator.botNumber,
        personas: personas(),
        newUserId: nextNewUserId(),
        persona,
        transcript: renderTranscript(emulator.transcript(chatId)),
      });
    },
    sendText: (chatId, body) => emulator.sendText(userFor(chatId), waMeAsText(body)),
    sendFile: (chatId, file) =>
      emulator.sendFile(userFor(chatId), {
        bytes: file.bytes,
        mime: file.mime,
        as: file.asPhoto ? 'image' : 'document',
        fileName: file.name,
        caption: file.caption,
      }),
    fileIdSchema,
  });

  return router;
}
