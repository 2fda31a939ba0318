import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BOT_TEXTS } from '../../core/chat/telegram-texts.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { freshDatabase } from '../helpers/database.ts';
import { spawnBotProcess } from '../helpers/spawn-bot.ts';
import { emulatedChats } from '../helpers/telegram-chats.ts';

// A bot process that stops answering without closing anything (decision 038): SIGSTOP freezes it
// as a hung host or a stalled VM would, its sockets open and its kernel still acknowledging
// packets, so no TCP timeout and no keepalive can tell. Postgres ends its lock session once its
// heartbeat falls silent, and the standby runs the channels within 30 s. Woken up, the old
// process finds its session gone, stops its channels and waits as a standby.

const { url } = await freshDatabase();
const emulator = await startTelegramEmulator();
afterAll(() => emulator.stop());
const env = {
  DATABASE_URL: url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: `bot-failover-${randomBytes(6).toString('hex')}`,
  APP_URL: 'https://ajarin.test',
  TELEGRAM_BOT_TOKEN: emulator.token,
  TELEGRAM_API_ROOT: emulator.apiRoot,
  WHATSAPP_ENABLED: 'true',
  TEST_INSTANCE_LOCK: JSON.stringify({ retryMs: 250, heartbeatMs: 500, sessionTimeoutMs: 3_000 }),
};
const { chatUser, nextMessage } = emulatedChats(emulator, 830_000_000);

describe('a frozen bot process', () => {
  it('loses the lock to the standby within 30 s, and steps down when it wakes', async () => {
    const first = spawnBotProcess('tests/helpers/bot-process.ts', env);
    await first.line(/^active$/);
    const second = spawnBotProcess('tests/helpers/bot-process.ts', env);
    await second.line(/^standby$/);

    const frozenAt = Date.now();
    first.child.kill('SIGSTOP');
    await second.line(/^active$/, { timeoutMs: 30_000 });
    expect(Date.now() - frozenAt).toBeLessThan(30_000);
    const user = chatUser('Penguji');
    const reply = await nextMessage(user, () => emulator.sendText(user, '/start'));
    expect(reply.text).toBe(BOT_TEXTS.howToLink('https://ajarin.test'));

    const seen = first.lines.length;
    first.child.kill('SIGCONT');
    await first.line(/^standby$/, { from: seen, timeoutMs: 20_000 });
    // The one that woke runs nothing and took no poll over: the process that took over still answers.
    const again = await nextMessage(user, () => emulator.sendText(user, '/start'));
    expect(again.text).toBe(BOT_TEXTS.howToLink('https://ajarin.test'));

    for (const bot of [first, second]) bot.child.kill('SIGTERM');
    expect(await Promise.all([first.exited, second.exited])).toEqual([0, 0]);
  }, 90_000);
});
