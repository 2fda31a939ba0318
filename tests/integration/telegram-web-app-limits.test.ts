import { describe, expect, it } from 'vitest';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { signInitData } from '../../infra/telegram-init-data.ts';
import { startTestApp } from '../helpers/app.ts';
import { redisPrefix } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';

// The Mini App sign-in's own abuse limit (issue 39, decision 040): only initData that fails its
// check counts, on a bucket of its own. Junk from one person behind a shared address (carrier-grade
// NAT) neither spends the password sign-ins of that address nor refuses initData Telegram signed.

const EMULATOR_TOKEN = newEmulatorBotToken();

async function freshApp() {
  return startTestApp(
    {},
    { TELEGRAM_BOT_TOKEN: EMULATOR_TOKEN, APP_URL: 'https://ajarin.test', REDIS_PREFIX: redisPrefix().replace(':', '-') },
  );
}

const now = () => Math.floor(Date.now() / 1000);
let nextTelegramId = 6_000_000;

async function linkedCustomer(db: Awaited<ReturnType<typeof freshApp>>['db']): Promise<number> {
  const customer = await requestFixtures(db).customer('Rina Batas');
  nextTelegramId += 1;
  await db('chat_links').insert({ user_id: customer.id, channel: 'telegram', chat_id: String(nextTelegramId) });
  return nextTelegramId;
}

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const junk = (i: number) => `user=%7B%22id%22%3A${i}%7D&auth_date=${now()}&hash=${'0'.repeat(64)}`;

describe('the Mini App sign-in limit', () => {
  it('counts failed checks only, on their own bucket: junk spends neither password sign-ins nor valid initData', async () => {
    const { baseUrl, db } = await freshApp();
    const telegramId = await linkedCustomer(db);

    const failed: number[] = [];
    for (let i = 0; i < 30; i += 1) failed.push((await post(baseUrl, '/api/auth/telegram-web-app', { initData: junk(i) })).status);
    expect(new Set(failed)).toEqual(new Set([401]));
    const over = await post(baseUrl, '/api/auth/telegram-web-app', { initData: junk(99) });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');

    // The same address: a password sign-in is only wrong, not limited; signed initData still opens a session.
    const password = await post(baseUrl, '/api/auth/sign-in', { email: 'tidak.ada@ajarin.test', password: 'salah1' });
    expect(password.status).toBe(401);
    const signed = signInitData(EMULATOR_TOKEN, { id: telegramId, first_name: 'Rina' }, now(), { query_id: 'q-limit' });
    expect((await post(baseUrl, '/api/auth/telegram-web-app', { initData: signed })).status).toBe(200);
  });

  it('does not count sign-ins that pass: more than 30 from one address all open a session', async () => {
    const { baseUrl, db } = await freshApp();
    const telegramId = await linkedCustomer(db);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const initData = signInitData(EMULATOR_TOKEN, { id: telegramId, first_name: 'Rina' }, now(), { query_id: `q-pass-${i}` });
      statuses.push((await post(baseUrl, '/api/auth/telegram-web-app', { initData })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    // Nor do they spend the address's password sign-ins.
    for (let i = 0; i < 30; i += 1)
      expect((await post(baseUrl, '/api/auth/sign-in', { email: `tidak.ada${i}@ajarin.test`, password: 'salah1' })).status).toBe(401);
  });
});
