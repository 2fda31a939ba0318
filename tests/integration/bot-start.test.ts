import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startBot, type RunningBot } from '../../bot/start-bot.ts';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import { readBotIdentities } from '../../infra/bot-identity.ts';
import { loadConfig } from '../../infra/config.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { createLogger } from '../../infra/logger.ts';
import { createRedis } from '../../infra/redis.ts';
import { createStorage } from '../../infra/storage.ts';
import { startTelegramEmulator, type TelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { createWhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';
import { sparePort } from '../../infra/ports.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';

// The bot process's composition root (bot/start-bot.ts): both channels on one set of services, the
// bots' identities learned from Telegram and WhatsApp and published for /akun, and a Telegram that
// cannot be reached at start neither crashing the process nor holding WhatsApp up.

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
