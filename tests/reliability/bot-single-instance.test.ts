import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BOT_TEXTS } from '../../core/chat/telegram-texts.ts';
import { botIdentityKey } from '../../infra/bot-identity.ts';
import { createRedis } from '../../infra/redis.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { readLoginStatus } from '../../infra/whatsapp/login-status.ts';
import { freshDatabase } from '../helpers/database.ts';
import { storeLogin } from '../helpers/fake-whatsapp.ts';
import { killHard, spawnBotProcess, type BotProcess } from '../helpers/spawn-bot.ts';
import { emulatedChats } from '../helpers/telegram-chats.ts';

// One bot process at a time (decision 028), with real processes: the first holds a Postgres
// session advisory lock and runs Telegram (long polling the emulator) and WhatsApp; a second waits
// as a hot standby, running neither, and takes over once the first is SIGKILLed. A process whose
// lock connection dies stops its channels and waits again. And the production entry refuses to
// start when a bot is someone other than the settings say.

const { db, url } = await freshDatabase();
const emulator = await startTelegramEmulator();
const prefix = `bot-single-${randomBytes(6).toString('hex')}`;
const redis = createRedis(inject('redisUrl'));
afterAll(async () => {
  await emulator.stop();
  redis.disconnect();
});
const env = {
  DATABASE_URL: url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: prefix,
  APP_URL: 'https://ajarin.test',
  TELEGRAM_BOT_TOKEN: emulator.token,
  TELEGRAM_API_ROOT: emulator.apiRoot,
  WHATSAPP_ENABLED: 'true',
  TEST_INSTANCE_LOCK: JSON.stringify({ retryMs: 250, heartbeatMs: 500 }),
};
const { chatUser, nextMessage } = emulatedChats(emulator, 820_000_000);

/** The pid of the process whose lock connection holds the bot's advisory lock, if any. */
async function lockHolder(): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { application_name: string }[] }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())`,
  );
  const name = rows[0]?.application_name ?? '';
  return /^ajarin-bot-(\d+)$/.test(name) ? Number(name.split('-').at(-1)) : null;
}

async function answersTelegram(): Promise<void> {
  const user = chatUser('Penguji');
  const reply = await nextMessage(user, () => emulator.sendText(user, '/start'));
  expect(reply.text).toBe(BOT_TEXTS.howToLink('https://ajarin.test'));
}

describe('one bot process at a time', () => {
  let first: BotProcess;
  let second: BotProcess;

  it('runs the channels in the first process only; the second waits as a standby', async () => {
    first = spawnBotProcess('tests/helpers/bot-process.ts', env);
    await first.line(/^active$/);
    second = spawnBotProcess('tests/helpers/bot-process.ts', env);
    await second.line(/^standby$/);
    expect(await lockHolder()).toBe(first.child.pid);
    await answersTelegram();
    expect(await readLoginStatus(redis, prefix)).toEqual({ state: 'open' });
    expect(JSON.parse((await redis.get(botIdentityKey(prefix, 'telegram'))) ?? '{}')).toEqual({ username: emulator.botUsername });

    // Many polls of the lock later, the standby still runs nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(second.lines).toEqual(['standby']);
  });

  it('takes over within seconds when the first process is SIGKILLed', async () => {
    await killHard(first);
    await second.line(/^active$/, { timeoutMs: 20_000 });
    expect(await lockHolder()).toBe(second.child.pid);
    await answersTelegram();
    expect(await readLoginStatus(redis, prefix)).toEqual({ state: 'open' });
  });

  it('stops its channels when its lock connection dies, then runs them again only if it gets the lock back', async () => {
    const third = spawnBotProcess('tests/helpers/bot-process.ts', env);
    await third.line(/^standby$/);
    const [secondSeen, thirdSeen] = [second.lines.length, third.lines.length];
    // Postgres ends the holder's session (a restart, a network cut): its lock is free at once, and
    // whichever process asks first gets it; the other waits.
    await db.raw(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?`, [`ajarin-bot-${second.child.pid}`]);
    const after = await second.line(/^(standby|active)$/, { from: secondSeen, timeoutMs: 20_000 });
    const [holder, waiting] = after === 'active' ? [second, third] : [third, second];
    if (holder === third) await third.line(/^active$/, { from: thirdSeen, timeoutMs: 20_000 });
    expect(await lockHolder()).toBe(holder.child.pid);
    await answersTelegram();

    // A graceful stop hands over as well.
    const waitingSeen = waiting.lines.length;
    holder.child.kill('SIGTERM');
    expect(await holder.exited).toBe(0);
    await waiting.line(/^active$/, { from: waitingSeen, timeoutMs: 20_000 });
    expect(await lockHolder()).toBe(waiting.child.pid);
    waiting.child.kill('SIGTERM');
    expect(await waiting.exited).toBe(0);
    expect(await lockHolder()).toBeNull();
  });
});

describe('a bot that is someone else', () => {
  const production = {
    DATABASE_URL: url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `${prefix}-id`,
    APP_URL: 'https://ajarin.test',
    LOG_LEVEL: 'silent',
  };

  it('refuses to start when the Telegram token belongs to another bot than TELEGRAM_BOT_USERNAME', async () => {
    const bot = spawnBotProcess('bot/main.ts', {
      ...production,
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
      TELEGRAM_BOT_USERNAME: 'ajarin_lain_bot',
    });
    expect(await bot.exited).toBe(1);
    expect(bot.lines.join('\n')).toContain(
      `TELEGRAM_BOT_TOKEN belongs to @${emulator.botUsername}, but TELEGRAM_BOT_USERNAME is ajarin_lain_bot`,
    );
    expect(await redis.exists(botIdentityKey(`${prefix}-id`, 'telegram'))).toBe(0);
  });

  it('refuses to start when WhatsApp is logged in as another number than WHATSAPP_NUMBER, before connecting', async () => {
    // A QR login of another phone: `registered` stays false, the login is complete all the same.
    await storeLogin(db, '6281100001234');
    const bot = spawnBotProcess('bot/main.ts', { ...production, WHATSAPP_ENABLED: 'true', WHATSAPP_NUMBER: '6281100009999' });
    expect(await bot.exited).toBe(1);
    const said = bot.lines.join('\n');
    expect(said).toContain('WhatsApp is logged in as the number ending …1234, but WHATSAPP_NUMBER ends …9999');
    expect(said).not.toContain('6281100001234');
  });
});
