import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/create-app.ts';
import { DEMO_WHATSAPP_USERS, waMeAsText } from '../../dev/routes/whatsapp.routes.ts';
import { linkedMessage, WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { whatsappDeepLink } from '../../core/chat-links/chat-links.ts';
import { devRouters } from '../../dev/routes/dev-routers.ts';
import { createWhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { insertUser } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';
import { redisPrefix } from '../helpers/database.ts';
import { listen } from '../helpers/http.ts';
import { startWhatsAppChannel } from '../helpers/whatsapp-channel.ts';

// /dev/whatsapp plays the users of the emulator that `npm start` runs without a WhatsApp login,
// with the real WhatsApp bot behind it: what is typed or sent there reaches the bot as WhatsApp
// messages, and what it answers shows up, escaped. Like /dev/telegram it answers loopback clients
// only, and never in production.

const emulator = createWhatsAppEmulator();
const { baseUrl, deps, db } = await startTestApp(
  { devRouters: devRouters({ whatsappEmulator: emulator }) },
  {
    WHATSAPP_ENABLED: 'true',
    WHATSAPP_SEND_INTERVAL_MS: '100',
    APP_URL: 'https://ajarin.test',
    REDIS_PREFIX: redisPrefix().replace(':', '-'),
  },
);
const channel = await startWhatsAppChannel({
  config: deps.config,
  db,
  storage: deps.storage,
  logger: pino({ level: 'silent' }),
  transport: emulator.transport,
});
const [nadia, rizky] = DEMO_WHATSAPP_USERS as [(typeof DEMO_WHATSAPP_USERS)[number], (typeof DEMO_WHATSAPP_USERS)[number]];
afterAll(async () => {
  await channel.stop();
  emulator.stop();
});

function postJson(path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
const chatOf = async (number: string) =>
  (await (await fetch(`${baseUrl}/api/dev/whatsapp/chats/${number}`)).json()) as {
    version: number;
    html: string;
    messages: { from: string; text: string }[];
  };

// What the user's side of a chat holds: a refused request adds nothing there, while the bot's late
// answers to earlier tests may still arrive.
const typedBy = (number: string) => emulator.transcript(number).filter((entry) => entry.from === 'user').length;

describe('/dev/whatsapp', () => {
  it('lists the demo chats the way /dev/telegram does', async () => {
    const res = await fetch(`${baseUrl}/api/dev/whatsapp/chats`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { chats: { chatId: string; label: string }[]; nextNewUserId: string };
    expect(body.chats.map((chat) => chat.label)).toEqual(DEMO_WHATSAPP_USERS.map((user) => user.label));
    expect(body.nextNewUserId).toBe('6289900000001');
  });

  it('hands typed text to the real bot and shows its answer; a pasted wa.me link is the message it carries', async () => {
    expect((await postJson(`/api/dev/whatsapp/chats/${rizky.number}/text`, { text: 'bantuan' })).status).toBe(202);
    await emulator.waitForMessage(rizky.number, () => true);
    const chat = await chatOf(rizky.number);
    expect(chat.messages.map((m) => [m.from, m.text])).toEqual([
      ['user', 'bantuan'],
      ['bot', expect.stringContaining(M.help)],
    ]);
    // WhatsApp's *bold* is shown bold; nothing else becomes markup.
    expect(chat.html).toContain('<b>Ajarin di WhatsApp</b>');

    const tutor = await insertUser({ db }, { role: 'tutor' });
    const { code } = await createLinkCode({ db }, { id: tutor.id, role: 'tutor' }, 'whatsapp');
    expect(waMeAsText(whatsappDeepLink(code, emulator.botNumber))).toBe(`LINK ${code}`);
    await postJson(`/api/dev/whatsapp/chats/${rizky.number}/text`, { text: whatsappDeepLink(code, emulator.botNumber) });
    // The bot asks first (docs/decisions/041); YA is the answer.
    await emulator.waitForMessage(rizky.number, (m) => m.text.startsWith('Hubungkan WhatsApp ini ke akun Ajarin'));
    await postJson(`/api/dev/whatsapp/chats/${rizky.number}/text`, { text: 'YA' });
    await emulator.waitForMessage(rizky.number, (m) => m.text.startsWith(linkedMessage('Pengguna Uji')));
    expect(await db('chat_links').where({ user_id: tutor.id }).first('chat_id')).toEqual({ chat_id: `${rizky.number}@s.whatsapp.net` });
  });

  it('renders the page on the server, escaped, with the shared chat script', async () => {
    await postJson(`/api/dev/whatsapp/chats/${nadia.number}/text`, { text: '<script>alert(1)</script> & "kutip"' });
    await emulator.waitForMessage(nadia.number, () => true);
    const page = await fetch(`${baseUrl}/dev/whatsapp?chat=${nadia.number}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('Nadia Putri Ramadhani — siswa@ajarin.id');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;kutip&#34;');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('data-channel="whatsapp"');
    expect(html).toContain('<script src="/dev/whatsapp/app.js"></script>');
    expect((await fetch(`${baseUrl}/dev/whatsapp/app.js`)).headers.get('content-type')).toContain('javascript');
  });

  it('answers a waiting page as soon as its chat changes', async () => {
    const now = await chatOf(nadia.number);
    let settled = false;
    const waiting = fetch(`${baseUrl}/api/dev/whatsapp/chats/${nadia.number}?version=${now.version}`).then(async (response) => {
      settled = true;
      return (await response.json()) as { version: number; html: string };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    await postJson(`/api/dev/whatsapp/chats/${nadia.number}/text`, { text: 'MULAI' });
    const changed = await waiting;
    expect(changed.version).toBeGreaterThan(now.version);
    expect(changed.html).toContain('MULAI');
  });

  it('sends a chosen photo as an image and a PDF as a document, and shows the photo back', async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const answered = emulator.messagesTo(nadia.number).length;
    const upload = await fetch(`${baseUrl}/api/dev/whatsapp/chats/${nadia.number}/file?name=bukti.png&caption=BUKTI`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: image,
    });
    expect(upload.status).toBe(202);
    expect(
      (
        await fetch(`${baseUrl}/api/dev/whatsapp/chats/${nadia.number}/file?name=bukti.pdf`, {
          method: 'POST',
          headers: { 'content-type': 'application/pdf' },
          body: Buffer.from('%PDF-1.4 bukti'),
        })
      ).status,
    ).toBe(202);
    const files = emulator.transcript(nadia.number).flatMap((entry) => (entry.from === 'user' && entry.file ? [entry.file] : []));
    expect(files.map((file) => [file.kind, file.mime])).toEqual([
      ['image', 'image/png'],
      ['document', 'application/pdf'],
    ]);
    const shown = await fetch(`${baseUrl}/api/dev/whatsapp/files/${files[0]!.id}`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(image)).toBe(true);
    expect((await fetch(`${baseUrl}/api/dev/whatsapp/files/${files[1]!.id}`)).headers.get('content-disposition')).toContain('attachment');
    // The photo's answer (this stranger's third of the hour; the PDF's is held back) lands here, not in the next test.
    await emulator.waitForMessage(nadia.number, (m) => emulator.messagesTo(nadia.number).indexOf(m) >= answered);
  });

  it('refuses what a form on another site could send, and bad input, changing nothing', async () => {
    const before = typedBy(nadia.number);
    const asForm = await fetch(`${baseUrl}/api/dev/whatsapp/chats/${nadia.number}/text`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"text":"x"}',
    });
    expect(asForm.status).toBe(415);
    const formUpload = await fetch(`${baseUrl}/api/dev/whatsapp/chats/${nadia.number}/file`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(formUpload.status).toBe(415);
    expect((await postJson(`/api/dev/whatsapp/chats/${nadia.number}/text`, { text: '   ' })).status).toBe(400);
    expect((await postJson(`/api/dev/whatsapp/chats/${nadia.number}/text`, { text: 'a\u0000b' })).status).toBe(400);
    expect((await postJson('/api/dev/whatsapp/chats/abc/text', { text: 'x' })).status).toBe(404);
    expect(typedBy(nadia.number)).toBe(before);
  });

  it('answers only loopback clients, whatever headers say', async () => {
    const networkAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    if (!networkAddress) throw new Error('this test needs a non-loopback IPv4 interface to connect from');
    const everywhere = createApp(deps).listen(0, '0.0.0.0');
    await new Promise((resolve) => everywhere.once('listening', resolve));
    try {
      const remote = `http://${networkAddress}:${(everywhere.address() as AddressInfo).port}`;
      const page = await fetch(`${remote}/dev/whatsapp`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('WhatsApp Pengembangan');
      const before = typedBy(nadia.number);
      const typed = await fetch(`${remote}/api/dev/whatsapp/chats/${nadia.number}/text`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"text":"x"}',
      });
      expect(typed.status).toBe(403);
      expect(typedBy(nadia.number)).toBe(before);
    } finally {
      await new Promise((resolve) => everywhere.close(resolve));
    }
  });

  it('is not there in production, nor without an emulator', async () => {
    const production = await listen(createApp({ ...deps, config: { ...deps.config, isProd: true, isDev: false } }));
    expect((await fetch(`${production}/dev/whatsapp`)).status).toBe(404);
    expect((await fetch(`${production}/api/dev/whatsapp/chats`)).status).toBe(404);
    const without = await listen(createApp({ ...deps, devRouters: devRouters() }));
    expect((await fetch(`${without}/dev/whatsapp`)).status).toBe(404);
  });
});
