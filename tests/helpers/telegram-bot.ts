import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, inject } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { createStorage, type Storage } from '../../infra/storage.ts';
import { startTelegramEmulator, type BotMessage, type EmulatedUser } from '../../dev/telegram-emulator/index.ts';
import { emulatedChats } from './telegram-chats.ts';
import { createLinkCode } from '../../services/chat-links/link-codes.ts';
import { freshDatabase, redisPrefix } from './database.ts';
import { requestFixtures } from './request-fixtures.ts';
import { startTelegramChannel } from './telegram-channel.ts';

/**
 * The real Telegram bot (long polling through the runner) against the Bot API emulator, on a
 * fresh database and a Redis prefix of its own. Every log line is kept, unredacted, for the leak
 * scan; `storage.failNextPut` makes the next stored proof fail like a full disk would.
 */
export async function startTelegramBotHarness() {
  const { db } = await freshDatabase();
  const emulator = await startTelegramEmulator();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: redisPrefix().replace(':', '-'),
    APP_URL: 'https://ajarin.test',
  });
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-tg-storage-'));
  const realStorage = createStorage({ driver: 'local', dir: storageDir });
  let failNextPut = false;
  const storage: Storage & { failNextPut: () => void } = {
    ...realStorage,
    put: async (...args) => {
      if (failNextPut) {
        failNextPut = false;
        throw new Error(`EIO: write failed at ${storageDir}`);
      }
      return realStorage.put(...args);
    },
    failNextPut: () => {
      failNextPut = true;
    },
  };
  const logLines: string[] = [];
  const logger = pino(
    { level: 'trace' },
    new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString('utf8')), done()) }),
  );
  const bot = await startTelegramChannel({ config, db, storage, logger, emulator });
  afterAll(async () => {
    await emulator.stop();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const fixtures = requestFixtures(db);
  const { chatUser, nextMessage, startLink } = emulatedChats(emulator, 700_000_000);

  /** Sends `text` and waits for the bot's answer. */
  const say = (user: EmulatedUser, text: string): Promise<BotMessage> => nextMessage(user, () => emulator.sendText(user, text));

  /** Links a new chat to `userId` through the deep link /akun hands out. */
  async function link(userId: string, role: 'customer' | 'tutor' | 'admin', firstName = 'Pengguna'): Promise<EmulatedUser> {
    const user = chatUser(firstName);
    const { code } = await createLinkCode({ db }, { id: userId, role }, 'telegram');
    const reply = await startLink(user, code);
    if (!reply.text?.startsWith('Akun Ajarin Anda')) throw new Error(`linking failed: ${reply.text}`);
    return user;
  }

  return {
    db,
    emulator,
    storage,
    logLines,
    fixtures,
    chatUser,
    say,
    nextMessage,
    startLink,
    link,
    username: bot.username,
    config,
    redis: bot.redis,
  };
}
