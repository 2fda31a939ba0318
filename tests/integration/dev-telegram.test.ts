import { Api, InlineKeyboard } from 'grammy';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/create-app.ts';
import { DEMO_TELEGRAM_USERS, deepLinkAsStart } from '../../dev/routes/telegram.routes.ts';
import { devRouters } from '../../dev/routes/dev-routers.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { startTestApp } from '../helpers/app.ts';
import { listen } from '../helpers/http.ts';

// /dev/telegram plays the users of the emulator that `npm start` runs without a bot token: what
// is typed or pressed there reaches the bot as Telegram updates, and what the bot sends shows up,
// escaped. Never in production; who may reach it: tests/security/dev-tools-reach.test.ts.

const emulator = await startTelegramEmulator();
const api = new Api(emulator.token, { apiRoot: emulator.apiRoot });
const { baseUrl, deps } = await startTestApp({ devRouters: devRouters({ telegramEmulator: emulator }) });
const [nadia, rizky] = DEMO_TELEGRAM_USERS as [(typeof DEMO_TELEGRAM_USERS)[number], (typeof DEMO_TELEGRAM_USERS)[number]];

afterAll(async () => {
  await emulator.stop();
});

function postJson(path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Takes (and confirms) whatever updates wait. */
async function takeUpdates() {
  const updates = await api.getUpdates({ timeout: 1 });
  const last = updates.at(-1);
  if (last) await api.getUpdates({ offset: last.update_id + 1, timeout: 0 });
  return updates;
}

describe('/dev/telegram', () => {
  it('delivers typed text to getUpdates, as a command when it is one, and a pasted deep link as /start', async () => {
    expect((await postJson(`/api/dev/telegram/chats/${rizky.id}/text`, { text: 'halo bot' })).status).toBe(202);
    expect(
      (await postJson(`/api/dev/telegram/chats/${rizky.id}/text`, { text: `https://t.me/${emulator.botUsername}?start=Abc_123-xyz` }))
        .status,
    ).toBe(202);
    const updates = await takeUpdates();
    expect(updates.map((update) => update.message?.text)).toEqual(['halo bot', '/start Abc_123-xyz']);
    expect(updates[1]?.message).toMatchObject({
      from: { id: rizky.id, first_name: 'Rizky', username: 'rizky_tutor', is_bot: false },
      chat: { id: rizky.id, type: 'private' },
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    });
    expect(deepLinkAsStart('https://t.me/lain_bot?start=a b')).toBe('https://t.me/lain_bot?start=a b');
  });

  it("shows the bot's messages escaped, with their formatting and inline buttons", async () => {
    await api.sendMessage(rizky.id, '<b>Permintaan baru</b>\nCatatan: &lt;script&gt;alert(1)&lt;/script&gt; &amp; "kutip"', {
      parse_mode: 'HTML',
      reply_markup: new InlineKeyboard().text('Saya Tertarik Mengajar', 'j:"><img>').row().url('Bantuan', 'https://ajarin.test/bantuan'),
    });
    const page = await fetch(`${baseUrl}/dev/telegram?chat=${rizky.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('Rizky Pratama — tutor@ajarin.id');
    expect(html).toContain('Nadia Putri Ramadhani — siswa@ajarin.id');
    expect(html).toContain('<b>Permintaan baru</b>\nCatatan: &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;kutip&#34;');
    expect(html).toContain('data-data="j:&#34;&#62;&#60;img&#62;">Saya Tertarik Mengajar</button>');
    expect(html).not.toContain('<img>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('<script src="/dev/telegram/app.js"></script>');
    expect((await fetch(`${baseUrl}/dev/telegram/app.js`)).headers.get('content-type')).toContain('javascript');

    const chat = (await (await fetch(`${baseUrl}/api/dev/telegram/chats/${rizky.id}`)).json()) as {
      messages: { from: string; text?: string }[];
      html: string;
    };
    expect(chat.messages.filter((m) => m.from === 'bot').map((m) => m.text)).toContain(
      'Permintaan baru\nCatatan: <script>alert(1)</script> & "kutip"',
    );
    expect(chat.html).toContain('data-data="j:&#34;&#62;&#60;img&#62;"');
  });

  it('answers a waiting page as soon as its chat changes', async () => {
    const now = (await (await fetch(`${baseUrl}/api/dev/telegram/chats/${nadia.id}`)).json()) as { version: number };
    let settled = false;
    const waiting = fetch(`${baseUrl}/api/dev/telegram/chats/${nadia.id}?version=${now.version}`).then(async (response) => {
      settled = true;
      return (await response.json()) as { version: number; html: string };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    await api.sendMessage(nadia.id, 'Bukti diterima, akan diverifikasi dalam 3-4 jam.');
    const changed = await waiting;
    expect(changed.version).toBeGreaterThan(now.version);
    expect(changed.html).toContain('Bukti diterima, akan diverifikasi dalam 3-4 jam.');
  });

  it('turns a pressed button into a callback_query and reports the answer', async () => {
    const sent = await api.sendMessage(nadia.id, 'Pilih transaksi', { reply_markup: new InlineKeyboard().text('TRX Budi', 'p:1') });
    const pressing = postJson(`/api/dev/telegram/chats/${nadia.id}/press`, { messageId: sent.message_id, data: 'p:1' });
    const [update] = await takeUpdates();
    expect(update?.callback_query).toMatchObject({
      data: 'p:1',
      from: { id: nadia.id },
      message: { message_id: sent.message_id, text: 'Pilih transaksi' },
    });
    await api.answerCallbackQuery(update?.callback_query?.id ?? '', { text: 'Kirim fotonya' });
    const response = await pressing;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answered: true, text: 'Kirim fotonya' });
    expect((await postJson(`/api/dev/telegram/chats/${nadia.id}/press`, { messageId: 99_999, data: 'p:1' })).status).toBe(404);
  });

  it('sends a chosen photo as a Telegram photo, and a PDF as a document', async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const upload = await fetch(`${baseUrl}/api/dev/telegram/chats/${nadia.id}/file?name=bukti.png&caption=TRX-9`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: image,
    });
    expect(upload.status).toBe(202);
    const pdf = Buffer.from('%PDF-1.4 bukti');
    expect(
      (
        await fetch(`${baseUrl}/api/dev/telegram/chats/${nadia.id}/file?name=bukti.pdf`, {
          method: 'POST',
          headers: { 'content-type': 'application/pdf' },
          body: pdf,
        })
      ).status,
    ).toBe(202);
    const [photo, document] = await takeUpdates();
    expect(photo?.message?.caption).toBe('TRX-9');
    const file = await api.getFile(photo?.message?.photo?.at(-1)?.file_id ?? '');
    const bytes = Buffer.from(await (await fetch(`${emulator.apiRoot}/file/bot${emulator.token}/${file.file_path}`)).arrayBuffer());
    expect(bytes.equals(image)).toBe(true);
    expect(document?.message?.document).toMatchObject({ file_name: 'bukti.pdf', mime_type: 'application/pdf' });

    const shown = await fetch(`${baseUrl}/api/dev/telegram/files/${photo?.message?.photo?.at(-1)?.file_id}`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(image)).toBe(true);
  });

  it('refuses what a form on another site could send, and bad input, changing nothing', async () => {
    const before = emulator.transcript(nadia.id).length;
    const asForm = await fetch(`${baseUrl}/api/dev/telegram/chats/${nadia.id}/text`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"text":"x"}',
    });
    expect(asForm.status).toBe(415);
    const formUpload = await fetch(`${baseUrl}/api/dev/telegram/chats/${nadia.id}/file`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(formUpload.status).toBe(415);
    expect((await postJson(`/api/dev/telegram/chats/${nadia.id}/text`, { text: '   ' })).status).toBe(400);
    expect((await postJson(`/api/dev/telegram/chats/${nadia.id}/text`, { text: 'a\u0000b' })).status).toBe(400);
    expect((await postJson('/api/dev/telegram/chats/abc/text', { text: 'x' })).status).toBe(404);
    expect(emulator.transcript(nadia.id)).toHaveLength(before);
    expect(await takeUpdates()).toEqual([]);
  });

  it('is not there in production, nor without an emulator', async () => {
    const production = await listen(createApp({ ...deps, config: { ...deps.config, isProd: true, isDev: false } }));
    expect((await fetch(`${production}/dev/telegram`)).status).toBe(404);
    expect((await fetch(`${production}/api/dev/telegram/chats`)).status).toBe(404);
    const without = await listen(createApp({ ...deps, devRouters: devRouters() }));
    expect((await fetch(`${without}/dev/telegram`)).status).toBe(404);
  });
});
