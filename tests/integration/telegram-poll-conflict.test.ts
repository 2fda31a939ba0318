import { describe, expect, it } from 'vitest';
import { BOT_TEXTS } from '../../core/chat/telegram-texts.ts';
import { startTelegramBotHarness } from '../helpers/telegram-bot.ts';

// The bot lock's holder keeps Telegram after a failover (decision 038): a process that lost the
// lock while frozen wakes up and polls once more before it notices, and Telegram answers the
// holder's poll with 409. grammY's runner stops for good on a 409; the holder must poll again.

const { emulator, chatUser, say, logLines } = await startTelegramBotHarness();

/** One getUpdates from another process with the same token, as a woken old holder sends it. */
const stalePoll = () =>
  fetch(`${emulator.apiRoot}/bot${emulator.token}/getUpdates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ timeout: 1 }),
  });

describe('long polling after another getUpdates took the poll (409)', () => {
  it('polls again and answers the next message', async () => {
    const user = chatUser('Penguji');
    expect((await say(user, '/start')).text).toBe(BOT_TEXTS.howToLink('https://ajarin.test'));

    const stale = await stalePoll();
    expect(stale.status).toBe(200);

    expect((await say(user, '/start')).text).toBe(BOT_TEXTS.howToLink('https://ajarin.test'));
    expect(logLines.some((line) => line.includes('another getUpdates took the poll'))).toBe(true);
  });
});
