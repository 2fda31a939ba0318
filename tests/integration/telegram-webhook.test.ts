import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { createRedis } from '../../infra/redis.ts';
import { createStorage } from '../../infra/storage.ts';
import { telegramWebhookSecret } from '../../infra/telegram-updates.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { startTestApp } from '../helpers/app.ts';
import { redisPrefix } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';
import { startTelegramChannel } from '../helpers/telegram-channel.ts';

// Webhook mode (an https PUBLIC_URL): the emulator posts every update to the api's
// /telegram/webhook with the secret_token the bot set, the api queues it, and the bot process's
// worker handles it. A post without the secret queues nothing; a re-posted update is handled once.

const emulator = await startTelegramEmulator();
const redis = createRedis(inject('redisUrl'));
const app = await startTestApp(
  { redis },
  {
    TELEGRAM_BOT_TOKEN: emulator.token,
    TELEGRAM_API_ROOT: emulator.apiRoot,
    PUBLIC_URL: 'https://ajarin.test',
    REDIS_PREFIX: redisPrefix().replace(':', '-'),
    APP_URL: 'https://ajarin.test',
  },
);
const { config } = app.deps;
const logger = createLogger({ level: 'silent' });
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-tg-webhook-'));
// The emulator reaches the test app over plain http; Telegram itself would need the https PUBLIC_URL.
await startTelegramChannel({
  config: { ...config, PUBLIC_URL: app.baseUrl },
  db: app.db,
  storage: createStorage({ driver: 'local', dir: storageDir }),
  logger,
  emulator,
  mode: 'webhook',
});
afterAll(async () => {
  await emulator.stop();
  redis.disconnect();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const user = { id: 810_000_001, firstName: 'Rina' };
const helpUpdate = (updateId: number) => ({
  update_id: updateId,
  message: {
    message_id: 5000 + updateId,
    date: Math.floor(Date.now() / 1000),
    from: { id: user.id, is_bot: false, first_name: user.firstName },
    chat: { id: user.id, type: 'private', first_name: user.firstName },
    text: '/bantuan',
    entities: [{ type: 'bot_command', offset: 0, length: 8 }],
  },
});
const post = (body: unknown, secret?: string) =>
  fetch(`${app.baseUrl}/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
    body: JSON.stringify(body),
  });
const lastId = () => Math.max(0, ...emulator.messagesTo(user.id).map((m) => m.messageId));

describe('Telegram webhook mode', () => {
  it('links a chat by deep link through the api and the update queue', async () => {
    const customer = await requestFixtures(app.db).customer('Rina Wati');
    const { code } = await createLinkCode({ db: app.db }, { id: customer.id, role: 'customer' }, 'telegram');
    await emulator.sendText(user, `/start ${code}`);
    const question = await emulator.waitForMessage(user.id, (m) => m.text?.startsWith('Hubungkan Telegram ini') ?? false);
    await emulator.pressButton(user, question, question.replyMarkup!.inline_keyboard[0]![0]!.callback_data!);
    const reply = await emulator.waitForMessage(user.id, (m) => m.text?.startsWith('Akun Ajarin Anda') ?? false);
    expect(reply.text).toContain('(Rina Wati) terhubung');
    expect(await app.db('chat_links').where({ user_id: customer.id }).first('chat_id')).toEqual({ chat_id: String(user.id) });
  });

  it('refuses a post without the secret and queues nothing', async () => {
    const before = lastId();
    expect((await post(helpUpdate(900_001))).status).toBe(403);
    expect((await post(helpUpdate(900_002), 'x'.repeat(43))).status).toBe(403);
    expect((await post({ no: 'update' }, telegramWebhookSecret(config))).status).toBe(400);
    // The next real update is answered, and it is the only answer since.
    await emulator.sendText(user, '/mulai');
    await emulator.waitForMessage(user.id, (m) => m.messageId > before);
    expect(
      emulator
        .messagesTo(user.id)
        .filter((m) => m.messageId > before)
        .map((m) => m.text),
    ).toEqual(['Notifikasi Telegram dinyalakan kembali.']);
  });

  it('handles an update Telegram posts twice once', async () => {
    const before = lastId();
    const secret = telegramWebhookSecret(config);
    expect((await post(helpUpdate(900_010), secret)).status).toBe(200);
    expect((await post(helpUpdate(900_010), secret)).status).toBe(200);
    await emulator.waitForMessage(user.id, (m) => m.messageId > before);
    await emulator.sendText(user, '/berhenti');
    await emulator.waitForMessage(user.id, (m) => m.text?.startsWith('Notifikasi Telegram dimatikan') ?? false);
    const answers = emulator
      .messagesTo(user.id)
      .filter((m) => m.messageId > before)
      .map((m) => m.text?.split('\n')[0]);
    expect(answers).toHaveLength(2);
    expect(answers[1]).toBe('Notifikasi Telegram dimatikan. Ketik /mulai untuk menyalakannya lagi.');
  });
});
