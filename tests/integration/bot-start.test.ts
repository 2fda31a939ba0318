import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startBot, type RunningBot } from '../../bot/start-bot.ts';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { IdentityMismatchError, readBotIdentities } from '../../infra/bot-identity.ts';
import { loadConfig } from '../../infra/config.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { createLogger } from '../../infra/logger.ts';
import { createRedis } from '../../infra/redis.ts';
import { createStorage } from '../../infra/storage.ts';
import type { WhatsAppTransport } from '../../infra/whatsapp/socket.ts';
import { startTelegramEmulator, type TelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { createWhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';
import { sparePort } from '../../infra/ports.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { storeLogin } from '../helpers/fake-whatsapp.ts';

// The bot process's composition root (bot/start-bot.ts): both channels on one set of services, the
// bots' identities learned from Telegram and WhatsApp and published for /akun, and one channel's
// failure leaving the other running: a Telegram that cannot be reached at start neither crashes
// the process nor holds WhatsApp up, and a WhatsApp that cannot start is tried again while
// Telegram runs; only a bot that is someone else is fatal.

const { db, url } = await freshDatabase();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bot-start-'));
const storage = createStorage({ driver: 'local', dir: storageDir });
const logger = createLogger({ level: 'silent' });
const redis = createRedis(inject('redisUrl'));
const running: RunningBot[] = [];
const emulators: TelegramEmulator[] = [];
afterAll(async () => {
  for (const bot of running) await bot.stop();
  for (const emulator of emulators) await emulator.stop();
  redis.disconnect();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

function configFor(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: redisPrefix().replace(':', '-'),
    APP_URL: 'https://ajarin.test',
    ...env,
  });
}

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('starting the bot process', () => {
  it('keeps WhatsApp running while Telegram cannot be reached, and connects Telegram once it answers, as the bot getMe names', async () => {
    const port = await sparePort();
    const config = configFor({
      TELEGRAM_BOT_TOKEN: newEmulatorBotToken(),
      TELEGRAM_API_ROOT: `http://127.0.0.1:${port}`,
      WHATSAPP_ENABLED: 'true',
    });
    const whatsapp = createWhatsAppEmulator();
    const bot = startBot({ config, logger, db, storage, whatsappTransport: whatsapp.transport });
    running.push(bot);
    await bot.active;

    const user = { number: '6285712340001', name: 'Rina' };
    await whatsapp.sendText(user, 'BANTUAN');
    expect((await whatsapp.waitForMessage(user.number, () => true)).text).toContain(M.help);
    const identities = await until(async () => {
      const read = await readBotIdentities(redis, config.REDIS_PREFIX);
      return read.whatsapp ? read : undefined;
    }, 'the WhatsApp number to be published');
    expect(identities).toEqual({ telegram: null, whatsapp: { number: whatsapp.botNumber } });

    // Telegram comes back: the bot connects by itself and says who it is.
    const telegram = await startTelegramEmulator({ port, botUsername: 'ajarin_dari_getme_bot', token: config.TELEGRAM_BOT_TOKEN });
    emulators.push(telegram);
    const published = await until(
      async () => (await readBotIdentities(redis, config.REDIS_PREFIX)).telegram ?? undefined,
      'the Telegram username to be published',
    );
    expect(published).toEqual({ username: 'ajarin_dari_getme_bot' });
    const chat = { id: 830_000_001, firstName: 'Rina' };
    await telegram.sendText(chat, '/start');
    expect((await telegram.waitForMessage(chat.id, () => true)).text).toContain("'Hubungkan Telegram'");
    // One bot process per database: the next start needs the lock this one holds.
    await bot.stop();
  });

  it('keeps Telegram running while WhatsApp cannot start (Postgres or Redis away), and starts WhatsApp once it can', async () => {
    const telegram = await startTelegramEmulator();
    emulators.push(telegram);
    const whatsapp = createWhatsAppEmulator();
    let refusals = 2;
    const flaky: WhatsAppTransport = {
      ...whatsapp.transport,
      loadAuth: async (...args) => {
        if (refusals-- > 0) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return whatsapp.transport.loadAuth(...args);
      },
    };
    const config = configFor({ TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_ROOT: telegram.apiRoot, WHATSAPP_ENABLED: 'true' });
    const bot = startBot({ config, logger, db, storage, whatsappTransport: flaky });
    running.push(bot);
    await bot.active;
    expect(bot.whatsapp()).toBeUndefined();
    const chat = { id: 830_000_002, firstName: 'Rina' };
    await telegram.sendText(chat, '/start');
    expect((await telegram.waitForMessage(chat.id, () => true)).text).toContain("'Hubungkan Telegram'");

    // Tried again after 1 s, then 2 s: WhatsApp runs, and nothing was fatal.
    await until(async () => (whatsapp.isOpen() ? true : undefined), 'WhatsApp to start', 15_000);
    const user = { number: '6285712340002', name: 'Rina' };
    await whatsapp.sendText(user, 'BANTUAN');
    expect((await whatsapp.waitForMessage(user.number, () => true)).text).toContain(M.help);
    expect(await Promise.race([bot.fatal, new Promise((resolve) => setTimeout(() => resolve('none'), 100))])).toBe('none');
    await bot.stop();
  });

  it('stops, saying why, when WhatsApp is logged in as another number than WHATSAPP_NUMBER: that one is fatal', async () => {
    await storeLogin(db, '6281100001234');
    const whatsapp = createWhatsAppEmulator({ auth: 'postgres' });
    const config = configFor({ WHATSAPP_ENABLED: 'true', WHATSAPP_NUMBER: '6281100009999' });
    const bot = startBot({ config, logger, db, storage, whatsappTransport: whatsapp.transport });
    running.push(bot);
    const fatal = await bot.fatal;
    expect(fatal).toBeInstanceOf(IdentityMismatchError);
    await db('whatsapp_auth').delete();
  });

  it('asks Telegram again when it holds the bot off at start (429), however long, instead of giving up', async () => {
    const telegram = await startTelegramEmulator();
    emulators.push(telegram);
    // More refusals than grammY's own retries of the bot's calls cover (getMe it retries for ever).
    telegram.failNext({ method: 'setMyCommands', status: 429, retryAfter: 1, times: 4 });
    const config = configFor({ TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_ROOT: telegram.apiRoot });
    const bot = startBot({ config, logger, db, storage });
    running.push(bot);
    const published = await until(
      async () => (await readBotIdentities(redis, config.REDIS_PREFIX)).telegram ?? undefined,
      'the Telegram username to be published',
      30_000,
    );
    expect(published).toEqual({ username: telegram.botUsername });
    await bot.stop();
  });

  it('stops, saying why, when Telegram refuses the token', async () => {
    const telegram = await startTelegramEmulator();
    emulators.push(telegram);
    const config = configFor({ TELEGRAM_BOT_TOKEN: '999999:not-this-bot', TELEGRAM_API_ROOT: telegram.apiRoot });
    const bot = startBot({ config, logger, db, storage });
    running.push(bot);
    expect((await bot.fatal).message).toContain('Telegram refused TELEGRAM_BOT_TOKEN');
    expect((await readBotIdentities(redis, config.REDIS_PREFIX)).telegram).toBeNull();
  });
});
