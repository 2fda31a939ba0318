import { describe, expect, it } from 'vitest';
import { renderTranscript } from '../../dev/routes/telegram-render.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { signInitData } from '../../infra/telegram-init-data.ts';
import { maskEmail } from '../../core/accounts/mask-email.ts';
import { startTestApp } from '../helpers/app.ts';
import { redisPrefix } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';

// 'Buka Ajarin' inside Telegram (docs/decisions/034-telegram-mini-app-sign-in.md): the page posts
// Telegram's initData; only a fresh, unused one signed with our bot token, of a linked chat, opens
// the same session a password sign-in opens.

const BOT_TOKEN = newEmulatorBotToken();
const { baseUrl, db } = await startTestApp(
  {},
  { TELEGRAM_BOT_TOKEN: BOT_TOKEN, APP_URL: 'https://ajarin.test', REDIS_PREFIX: redisPrefix().replace(':', '-') },
);
const fixtures = requestFixtures(db);
const now = () => Math.floor(Date.now() / 1000);
let nextTelegramId = 5_000_000;

async function linkedCustomer(): Promise<{ id: string; email: string; telegramId: number }> {
  const customer = await fixtures.customer('Rina Mini');
  nextTelegramId += 1;
  await db('chat_links').insert({ user_id: customer.id, channel: 'telegram', chat_id: String(nextTelegramId) });
  return { id: customer.id, email: customer.email, telegramId: nextTelegramId };
}

const post = (body: unknown, cookie?: string) =>
  fetch(`${baseUrl}/api/auth/telegram-web-app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const refreshCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('ajarin_refresh='))
    ?.split(';')[0] ?? '';
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;
const initDataFor = (telegramId: number, authDate = now(), token = BOT_TOKEN) =>
  signInitData(token, { id: telegramId, first_name: 'Rina' }, authDate, { query_id: `q${telegramId}${authDate}` });

describe('POST /api/auth/telegram-web-app', () => {
  it('opens the normal session for a linked chat and answers only a same-site next path', async () => {
    const { id, telegramId } = await linkedCustomer();
    // Two different initData: the second must not be the first one replayed when a second has passed.
    const openedAt = now();
    const res = await post({ initData: initDataFor(telegramId, openedAt), next: '/transactions' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accessToken: string; user: { id: string; role: string }; next: string };
    expect(body.user).toMatchObject({ id, role: 'customer' });
    expect(body.next).toBe('/transactions');
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(session.status).toBe(200);
    expect(await db('sessions').where({ user_id: id }).count({ count: '*' }).first()).toEqual({ count: 1 });

    const elsewhere = await post({ initData: initDataFor(telegramId, openedAt - 1), next: 'https://evil.example/' });
    expect(elsewhere.status).toBe(200);
    expect(((await elsewhere.json()) as { next: string }).next).toBe('/tutors');
  });

  it("refuses a forged hash, another bot's signature, a stale or future auth_date, and a replay with 401", async () => {
    const { id, telegramId } = await linkedCustomer();
    const valid = initDataFor(telegramId, now() - 5);
    const forged = valid.replace(/hash=([0-9a-f])/, (_, c: string) => `hash=${c === '0' ? '1' : '0'}`);
    const tampered = valid.replace(encodeURIComponent('"Rina"'), encodeURIComponent('"Admin"'));
    const cases = [
      forged,
      tampered,
      initDataFor(telegramId, now(), '999999:OTHER-bot'),
      initDataFor(telegramId, now() - 11 * 60),
      initDataFor(telegramId, now() + 5 * 60),
      'user=%7B%7D&auth_date=1&hash=abc',
    ];
    for (const initData of cases) {
      const res = await post({ initData });
      expect(res.status, initData).toBe(401);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^Data masuk dari Telegram (tidak valid|sudah kedaluwarsa)/,
      );
    }
    expect((await post({ initData: valid })).status).toBe(200);
    const replay = await post({ initData: valid });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { error: { message: string } }).error.message).toBe(
      'Data masuk dari Telegram sudah kedaluwarsa atau sudah dipakai. Tutup lalu buka lagi Ajarin dari menu bot.',
    );
    expect(await db('sessions').where({ user_id: id }).count({ count: '*' }).first()).toEqual({ count: 1 });
  });

  it('tells an unlinked Telegram user how to link, and a disabled account gets no session', async () => {
    const res = await post({ initData: initDataFor(4_999_999) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Akun Telegram ini belum terhubung ke akun Ajarin. Masuk di https://ajarin.test/akun dengan email dan password, tekan 'Hubungkan Telegram', lalu buka lagi Ajarin dari bot.",
    );
    const { id, telegramId } = await linkedCustomer();
    await db('users').where({ id }).update({ disabled_at: db.fn.now() });
    expect((await post({ initData: initDataFor(telegramId) })).status).toBe(403);
    expect(await db('sessions').where({ user_id: id }).count({ count: '*' }).first()).toEqual({ count: 0 });
    expect((await post({})).status).toBe(400);
  });
});

describe('Mini App sign-in and the session a browser already holds (docs/decisions/041)', () => {
  it('refuses an admin: an admin session is not one tap in a chat away', async () => {
    nextTelegramId += 1;
    const [admin] = await db('users')
      .insert({
        email: `admin.mini.${nextTelegramId}@example.com`,
        password_hash: 'x',
        role: 'admin',
        name: 'Admin',
        email_confirmed_at: db.fn.now(),
      })
      .returning<{ id: string }[]>('id');
    await db('chat_links').insert({ user_id: admin!.id, channel: 'telegram', chat_id: String(nextTelegramId) });
    for (const body of [{ initData: initDataFor(nextTelegramId) }, { initData: initDataFor(nextTelegramId, now() - 1), ask: true }]) {
      const res = await post(body);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe('Akun admin tidak dapat masuk dari Telegram. Masuk dengan email dan password.');
    }
    expect(await db('sessions').where({ user_id: admin!.id }).count({ count: '*' }).first()).toEqual({ count: 0 });
  });

  it('ask names the account (masked) and the one the browser holds, and opens nothing', async () => {
    const { id, email, telegramId } = await linkedCustomer();
    const initData = initDataFor(telegramId);
    const asked = await post({ initData, ask: true });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ account: maskEmail(email), signedInAs: null });
    expect(asked.headers.get('set-cookie')).toBeNull();
    expect(await db('sessions').where({ user_id: id }).count({ count: '*' }).first()).toEqual({ count: 0 });
    // Asking spent nothing: the same initData still signs in once.
    expect((await post({ initData })).status).toBe(200);
  });

  it("does not switch a browser holding another account's login without consent; with it, that login ends", async () => {
    const victim = await linkedCustomer();
    const attacker = await linkedCustomer();
    const victimSignIn = await post({ initData: initDataFor(victim.telegramId) });
    const victimCookie = refreshCookieOf(victimSignIn);
    const victimToken = ((await victimSignIn.json()) as { accessToken: string }).accessToken;

    const initData = initDataFor(attacker.telegramId);
    const refused = await post({ initData }, victimCookie);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error).toEqual({
      code: 'CONFLICT',
      message: `Browser ini sedang masuk sebagai ${maskEmail(victim.email)}. Masuk sebagai ${maskEmail(attacker.email)}? Sesi ${maskEmail(victim.email)} di browser ini akan keluar.`,
      details: { reason: 'OTHER_SESSION', account: maskEmail(attacker.email), signedInAs: maskEmail(victim.email) },
    });
    expect(JSON.stringify(error)).not.toContain(attacker.email);
    expect(await db('sessions').where({ user_id: attacker.id }).count({ count: '*' }).first()).toEqual({ count: 0 });
    expect(await (await post({ initData, ask: true }, victimCookie)).json()).toEqual({
      account: maskEmail(attacker.email),
      signedInAs: maskEmail(victim.email),
    });

    const switched = await post({ initData, switchAccount: true }, victimCookie);
    expect(switched.status).toBe(200);
    const session = await fetch(`${baseUrl}/api/auth/session`, { headers: { authorization: `Bearer ${victimToken}` } });
    expect(session.status).toBe(401);
    expect((await fetch(`${baseUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie: victimCookie } })).status).toBe(401);
  });
});

describe("the emulator's web_app button", () => {
  it("opens /telegram-app with initData signed for the chat's user, which signs that user in", async () => {
    const emulator = await startTelegramEmulator({ token: BOT_TOKEN });
    try {
      const { id, telegramId } = await linkedCustomer();
      const res = await fetch(`${emulator.apiRoot}/bot${emulator.token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: telegramId,
          text: 'Menu',
          reply_markup: { inline_keyboard: [[{ text: 'Buka Ajarin', web_app: { url: 'http://localhost:3000/telegram-app' } }]] },
        }),
      });
      expect(res.status).toBe(200);
      const html = renderTranscript(emulator.transcript(telegramId), (url) => emulator.webAppLink(telegramId, url));
      const href = /href="([^"]+)"[^>]*>Buka Ajarin/.exec(html)?.[1]?.replace(/&#38;/g, '&');
      expect(href).toMatch(/^http:\/\/localhost:3000\/telegram-app#tgWebAppData=/);
      const initData = new URLSearchParams(new URL(href!).hash.slice(1)).get('tgWebAppData')!;
      const signedIn = await post({ initData });
      expect(signedIn.status).toBe(200);
      expect(((await signedIn.json()) as { user: { id: string } }).user.id).toBe(id);
    } finally {
      await emulator.stop();
    }
  });
});
