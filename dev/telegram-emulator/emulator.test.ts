import { Api, Bot, GrammyError, InlineKeyboard, InputFile } from 'grammy';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramEmulator, type TelegramEmulator } from './index.ts';

// The emulator is only worth anything if grammY cannot tell it from Telegram: every test drives it
// with grammY's own Api and Bot.

let emulator: TelegramEmulator;
let api: Api;
const running: Bot[] = [];
const ani = { id: 7001, firstName: 'Ani', username: 'ani_w' };
const budi = { id: 7002, firstName: 'Budi' };

beforeAll(async () => {
  emulator = await startTelegramEmulator();
  api = new Api(emulator.token, { apiRoot: emulator.apiRoot });
});

afterEach(async () => {
  emulator.clearFailures();
  await Promise.all(running.splice(0).map((bot) => bot.stop()));
});

afterAll(async () => {
  await emulator.stop();
});

/** A polling bot, started and stopped by the test. */
async function startBot(setup: (bot: Bot) => void): Promise<Bot> {
  const bot = new Bot(emulator.token, { client: { apiRoot: emulator.apiRoot } });
  setup(bot);
  running.push(bot);
  await new Promise<void>((resolve, reject) => {
    bot.start({ onStart: () => resolve() }).catch(reject);
  });
  return bot;
}

async function catchError(promise: Promise<unknown>): Promise<GrammyError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GrammyError);
  return error as GrammyError;
}

describe('Telegram emulator through grammY', () => {
  it('answers getMe with the bot it plays', async () => {
    const me = await api.getMe();
    expect(me).toMatchObject({ id: 123456, is_bot: true, username: 'ajarin_dev_bot' });
    expect(emulator.apiRoot).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('makes a random token per start and refuses the old public one', async () => {
    // Whoever reaches a development server could otherwise sign Mini App initData with it.
    expect(emulator.token).toMatch(/^123456:emulator-[\w-]{32}$/);
    const second = await startTelegramEmulator();
    try {
      expect(second.token).not.toBe(emulator.token);
      expect((await fetch(`${second.apiRoot}/bot${second.token}/getMe`)).status).toBe(200);
      expect((await fetch(`${second.apiRoot}/bot123456:TEST-emulator/getMe`)).status).toBe(401);
      expect((await fetch(`${second.apiRoot}/bot${emulator.token}/getMe`)).status).toBe(401);
    } finally {
      await second.stop();
    }
  });

  it('delivers a user text to a running bot by long polling, and keeps its reply', async () => {
    await startBot((bot) => {
      bot.command('start', (ctx) => ctx.reply(`Halo ${ctx.from?.first_name}, kode: ${ctx.match}`));
      bot.on('message:text', (ctx) => ctx.reply(`Kamu bilang: ${ctx.msg.text}`));
    });
    await emulator.sendText(ani, 'apa kabar?');
    const echo = await emulator.waitForMessage(ani.id, (m) => m.text?.startsWith('Kamu bilang') ?? false);
    expect(echo).toMatchObject({ chatId: ani.id, text: 'Kamu bilang: apa kabar?', method: 'sendMessage' });

    await emulator.sendText(ani, '/start abc_DEF-123');
    const hello = await emulator.waitForMessage(ani.id, (m) => m.text?.startsWith('Halo') ?? false);
    expect(hello.text).toBe('Halo Ani, kode: abc_DEF-123');
    expect(emulator.messagesTo(ani.id).map((m) => m.text)).toEqual(['Kamu bilang: apa kabar?', 'Halo Ani, kode: abc_DEF-123']);
    expect(emulator.messagesTo(budi.id)).toEqual([]);
    expect(emulator.lastMessageId(ani.id)).toBe(hello.messageId);
    expect(emulator.lastMessageId(budi.id)).toBe(0);
  });

  it('plays an inline button: callback query, answer, edited message', async () => {
    await startBot((bot) => {
      bot.command('minta', (ctx) =>
        ctx.reply('Permintaan baru: Matematika', { reply_markup: new InlineKeyboard().text('Saya Tertarik Mengajar', 'j:42') }),
      );
      bot.callbackQuery(/^j:(\d+)$/, async (ctx) => {
        await ctx.answerCallbackQuery({ text: 'Berhasil bergabung' });
        await ctx.editMessageText('Permintaan baru: Matematika\nSudah Bergabung', {
          reply_markup: new InlineKeyboard().text('Sudah Bergabung', 'noop'),
        });
      });
    });
    await emulator.sendText(budi, '/minta');
    const offer = await emulator.waitForMessage(budi.id, (m) => m.text === 'Permintaan baru: Matematika');
    expect(offer.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Saya Tertarik Mengajar', callback_data: 'j:42' }]] });

    const answer = await emulator.pressButton(budi, offer, 'j:42');
    expect(answer).toEqual({ answered: true, text: 'Berhasil bergabung' });
    const edited = await emulator.waitForMessage(budi.id, (m) => m.messageId === offer.messageId && m.editedAt !== undefined);
    expect(edited.text).toBe('Permintaan baru: Matematika\nSudah Bergabung');
    expect(edited.replyMarkup).toEqual({ inline_keyboard: [[{ text: 'Sudah Bergabung', callback_data: 'noop' }]] });
    expect(emulator.messagesTo(budi.id)).toHaveLength(1);
  });

  it('reports an unanswered button press after its window', async () => {
    const offer = await api.sendMessage(budi.id, 'Tombol tanpa penjawab', { reply_markup: new InlineKeyboard().text('Tekan', 'x') });
    const [message] = emulator.messagesTo(budi.id).filter((m) => m.messageId === offer.message_id);
    if (!message) throw new Error('message not kept');
    // No bot runs: the update waits in the queue and nobody answers.
    expect(await emulator.pressButton(budi, message, 'x')).toEqual({ answered: false });
    const [update] = await api.getUpdates({ timeout: 0 });
    expect(update?.callback_query).toMatchObject({ data: 'x', from: { id: budi.id }, message: { message_id: offer.message_id } });
    const late = await catchError(api.answerCallbackQuery(update?.callback_query?.id ?? ''));
    expect(late.error_code).toBe(400);
    await api.getUpdates({ offset: (update?.update_id ?? 0) + 1, timeout: 0 });
  });

  it('hands a user photo to the bot; getFile and the file URL give back the same bytes', async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const received = new Promise<{ filePath: string; sizes: number }>((resolve) => {
      void startBot((bot) => {
        bot.on('message:photo', async (ctx) => {
          const file = await ctx.getFile();
          resolve({ filePath: file.file_path ?? '', sizes: ctx.msg.photo.length });
          await ctx.reply(`Foto diterima: ${ctx.msg.caption ?? ''}`);
        });
      });
    });
    await emulator.sendPhoto(ani, image, 'bukti TRX-1');
    const { filePath, sizes } = await received;
    expect(sizes).toBe(2);
    const download = await fetch(`${emulator.apiRoot}/file/bot${emulator.token}/${filePath}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(image)).toBe(true);
    expect((await fetch(`${emulator.apiRoot}/file/bot1:wrong/${filePath}`)).status).toBe(401);
    await emulator.waitForMessage(ani.id, (m) => m.text === 'Foto diterima: bukti TRX-1');
  });

  it('keeps what the bot uploads with an InputFile (multipart)', async () => {
    const bytes = Buffer.from('%PDF-1.4 contoh');
    const sent = await api.sendDocument(ani.id, new InputFile(bytes, 'kuitansi.pdf'), { caption: 'Kuitansi' });
    const file = await api.getFile(sent.document?.file_id ?? '');
    const download = await fetch(`${emulator.apiRoot}/file/bot${emulator.token}/${file.file_path}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(emulator.messagesTo(ani.id).at(-1)).toMatchObject({ caption: 'Kuitansi', method: 'sendDocument' });
  });

  it("answers 429 with retry_after in Telegram's shape, then serves again", async () => {
    emulator.failNext({ method: 'sendMessage', status: 429, retryAfter: 7 });
    const before = emulator.sendTimes().length;
    const error = await catchError(api.sendMessage(ani.id, 'terlalu cepat'));
    expect(error.error_code).toBe(429);
    expect(error.description).toBe('Too Many Requests: retry after 7');
    expect(error.parameters.retry_after).toBe(7);
    expect(emulator.sendTimes()).toHaveLength(before);
    await api.sendMessage(ani.id, 'sekarang boleh');
    expect(emulator.sendTimes().at(-1)).toEqual({ chatId: ani.id, at: expect.any(Number) });
  });

  it('answers 403 for a chat that blocked the bot, and only that chat', async () => {
    emulator.failNext({ chatId: budi.id, status: 403 });
    const error = await catchError(api.sendMessage(budi.id, 'halo'));
    expect(error.error_code).toBe(403);
    expect(error.description).toBe('Forbidden: bot was blocked by the user');
    expect((await catchError(api.sendMessage(budi.id, 'lagi'))).error_code).toBe(403);
    await api.sendMessage(ani.id, 'Ani tidak memblokir');
    emulator.clearFailures();
    await api.sendMessage(budi.id, 'dibuka lagi');
  });

  it('refuses any other token with 401 Unauthorized', async () => {
    const stranger = new Api('999:not-the-token', { apiRoot: emulator.apiRoot });
    const error = await catchError(stranger.getMe());
    expect(error.error_code).toBe(401);
    expect(error.description).toBe('Unauthorized');
  });

  it('parses HTML as Telegram does: entities from tags, 400 for an unescaped <', async () => {
    const sent = await api.sendMessage(ani.id, '<b>Matematika</b> untuk &lt;Ani&gt; &amp; teman', { parse_mode: 'HTML' });
    expect(sent.text).toBe('Matematika untuk <Ani> & teman');
    expect(sent.entities).toEqual([{ type: 'bold', offset: 0, length: 10 }]);
    const bad = await catchError(api.sendMessage(ani.id, 'Catatan: <script>alert(1)</script>', { parse_mode: 'HTML' }));
    expect(bad.error_code).toBe(400);
    expect(bad.description).toContain("can't parse entities");
  });

  it('refuses callback data over 64 bytes, an unmodified edit, and unknown methods', async () => {
    const tooLong = await catchError(api.sendMessage(ani.id, 'x', { reply_markup: new InlineKeyboard().text('x', 'j:'.padEnd(65, 'a')) }));
    expect(tooLong.description).toBe('Bad Request: BUTTON_DATA_INVALID');
    const sent = await api.sendMessage(ani.id, 'sama');
    const same = await catchError(api.editMessageText(ani.id, sent.message_id, 'sama'));
    expect(same.description).toContain('message is not modified');
    const unknown = await catchError(api.raw.sendDice({ chat_id: ani.id }));
    expect(unknown.error_code).toBe(404);
  });

  it('posts updates to a webhook with the secret token header', async () => {
    const { createServer } = await import('node:http');
    const seen: { secret: string | undefined; body: { message?: { text?: string } } }[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ secret: req.headers['x-telegram-bot-api-secret-token'] as string | undefined, body: JSON.parse(body) });
        res.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const port = (hook.address() as { port: number }).port;
      await api.setWebhook(`http://127.0.0.1:${port}/telegram`, { secret_token: 'rahasia_123' });
      expect((await api.getWebhookInfo()).url).toBe(`http://127.0.0.1:${port}/telegram`);
      expect((await catchError(api.getUpdates())).error_code).toBe(409);
      await emulator.sendText(ani, 'lewat webhook');
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]).toMatchObject({ secret: 'rahasia_123', body: { message: { text: 'lewat webhook' } } });
    } finally {
      await api.deleteWebhook();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});
