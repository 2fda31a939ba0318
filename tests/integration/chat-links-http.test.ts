import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBotIdentityPublisher, readBotIdentities } from '../../infra/bot-identity.ts';
import { CHAT_LINK_MESSAGES } from '../../core/chat-links/chat-links.ts';
import { PREFERENCE_MESSAGES } from '../../services/notifications/preferences.ts';
import { newEmulatorBotToken } from '../../infra/emulator-bot-token.ts';
import { hashToken } from '../../infra/tokens.ts';
import { consumeLinkCode } from '../../services/chat-links/link-codes.ts';
import { findChatUser, markChatBlocked, setChatMuted } from '../../services/chat-links/linked-chats.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// /api/account (docs/product.md#chat-links): every signed-in role links its own chats with a
// one-time code, sees their state, unlinks them, and switches notification groups per channel.

// The api's own settings name other bots: /akun must use what the running bots published.
const app = await startBookingsApp({
  env: {
    TELEGRAM_BOT_TOKEN: newEmulatorBotToken(),
    TELEGRAM_BOT_USERNAME: 'setting_bot',
    WHATSAPP_ENABLED: '1',
    WHATSAPP_NUMBER: '6289999999999',
  },
});
const { call, db, createCustomer, createTutor, createAdmin } = app;
// The bot process, connected on both channels, says who it is (infra/bot-identity.ts).
const bots = createBotIdentityPublisher({ redis: app.deps.redis, prefix: app.deps.config.REDIS_PREFIX, logger: app.deps.logger });
afterAll(() => bots.stop());
const connectBots = async () => {
  bots.telegram.set({ username: 'ajarin_test_bot' });
  bots.whatsapp.set({ number: '6285000000001' });
  await vi.waitFor(async () => expect((await readBotIdentities(app.deps.redis, app.deps.config.REDIS_PREFIX)).whatsapp).not.toBeNull());
};
const [customer, tutor, admin] = [await createCustomer('Rina Akun'), await createTutor({ name: 'Siti Akun' }), await createAdmin()];

let chatSequence = 0;
const newChatId = () => String(8_000_000 + ++chatSequence);

describe('linked chats over HTTP', () => {
  it('offers a channel only while its bot is connected, under the name and number the bot published', async () => {
    const offline = await call(customer, 'GET', '/api/account/chats');
    expect(offline.body.channels.map((channel: { enabled: boolean }) => channel.enabled)).toEqual([false, false]);
    expect((await call(customer, 'POST', '/api/account/chats/telegram/code')).status).toBe(409);
    expect(await db('chat_link_codes').where({ user_id: customer.id })).toEqual([]);

    await connectBots();
    const telegram = await call(customer, 'POST', '/api/account/chats/telegram/code');
    expect(telegram.body.deepLink).toMatch(/^https:\/\/t\.me\/ajarin_test_bot\?start=/);
    const whatsapp = await call(customer, 'POST', '/api/account/chats/whatsapp/code');
    expect(whatsapp.body.instruction).toMatch(/ke 6285000000001$/);
    expect(JSON.stringify([telegram.body, whatsapp.body])).not.toMatch(/setting_bot|6289999999999/);

    // The WhatsApp bot logged out (or stopped): its number is no longer offered.
    bots.whatsapp.set(null);
    await vi.waitFor(async () => expect((await call(customer, 'GET', '/api/account/chats')).body.channels[1].enabled).toBe(false));
    await connectBots();
  });

  it('refuses visitors on every route', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/chats'],
      ['POST', '/api/account/chats/telegram/code'],
      ['DELETE', '/api/account/chats/telegram'],
      ['GET', '/api/account/notification-preferences'],
      ['PUT', '/api/account/notification-preferences'],
    ] as const) {
      const res = await call(
        null,
        method,
        path,
        method === 'PUT' ? { json: { channel: 'telegram', group: 'requests', enabled: false } } : {},
      );
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it.each([
    ['customer', () => customer],
    ['tutor', () => tutor],
    ['admin', () => admin],
  ])('lets a %s link Telegram by deep link and WhatsApp by LINK code, see the link, and unlink it', async (_role, who) => {
    const viewer: Actor = who();
    const before = await call(viewer, 'GET', '/api/account/chats');
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.body).toEqual({
      channels: [
        { channel: 'telegram', enabled: true, link: null },
        { channel: 'whatsapp', enabled: true, link: null },
      ],
    });

    const telegram = await call(viewer, 'POST', '/api/account/chats/telegram/code');
    expect(telegram.status).toBe(201);
    expect(telegram.body).toEqual({
      channel: 'telegram',
      code: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      expiresAt: expect.any(String),
      deepLink: expect.any(String),
    });
    expect(telegram.body.deepLink).toBe(`https://t.me/ajarin_test_bot?start=${telegram.body.code}`);
    const minutesLeft = (new Date(telegram.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(25);
    expect(minutesLeft).toBeLessThanOrEqual(30.5);

    const whatsapp = await call(viewer, 'POST', '/api/account/chats/whatsapp/code');
    expect(whatsapp.status).toBe(201);
    expect(whatsapp.body.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(whatsapp.body.instruction).toBe(`Kirim "LINK ${whatsapp.body.code}" ke 6285000000001`);
    expect(whatsapp.body.deepLink).toBe(`https://wa.me/6285000000001?text=LINK%20${whatsapp.body.code}`);

    const chatId = newChatId();
    const waChat = `6281999${chatSequence}@s.whatsapp.net`;
    await consumeLinkCode({ db }, 'telegram', telegram.body.code, chatId);
    await consumeLinkCode({ db }, 'whatsapp', whatsapp.body.code, waChat);
    await setChatMuted(db, 'whatsapp', waChat, true);

    const linked = await call(viewer, 'GET', '/api/account/chats');
    expect(linked.body.channels).toEqual([
      { channel: 'telegram', enabled: true, link: { linkedAt: expect.any(String), mutedAt: null, blockedAt: null, channel: 'telegram' } },
      {
        channel: 'whatsapp',
        enabled: true,
        link: { linkedAt: expect.any(String), mutedAt: expect.any(String), blockedAt: null, channel: 'whatsapp' },
      },
    ]);
    // Neither the codes, their hashes nor the chat ids ever come back.
    for (const secret of [
      telegram.body.code,
      whatsapp.body.code,
      hashToken(`telegram:${telegram.body.code}`),
      chatId,
      waChat.split('@')[0],
    ]) {
      expect(linked.text).not.toContain(secret);
    }

    const unlinked = await call(viewer, 'DELETE', '/api/account/chats/telegram');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual({
      unlinked: true,
      channels: [{ channel: 'telegram', enabled: true, link: null }, expect.objectContaining({ channel: 'whatsapp' })],
    });
    expect(await findChatUser(db, 'telegram', chatId)).toBeNull();
    expect((await call(viewer, 'DELETE', '/api/account/chats/telegram')).body.unlinked).toBe(false);
    expect((await call(viewer, 'DELETE', '/api/account/chats/whatsapp')).body.unlinked).toBe(true);
  });

  it('shows a chat the channel refused as blocked', async () => {
    const viewer = await createTutor({ name: 'Tutor Diblokir' });
    const { body } = await call(viewer, 'POST', '/api/account/chats/telegram/code');
    const chatId = newChatId();
    await consumeLinkCode({ db }, 'telegram', body.code, chatId);
    await markChatBlocked(db, 'telegram', chatId);
    const res = await call(viewer, 'GET', '/api/account/chats');
    expect(res.body.channels[0].link).toMatchObject({ blockedAt: expect.any(String), mutedAt: null });
  });

  it('refuses an unknown channel with 400 and changes nothing', async () => {
    for (const channel of ['sms', 'email', 'TELEGRAM']) {
      const created = await call(customer, 'POST', `/api/account/chats/${channel}/code`);
      expect(created.status).toBe(400);
      expect(created.body.error).toMatchObject({ code: 'VALIDATION', message: CHAT_LINK_MESSAGES.invalidChannel });
      expect((await call(customer, 'DELETE', `/api/account/chats/${channel}`)).status).toBe(400);
    }
    expect(await db('chat_link_codes').where({ user_id: customer.id })).toEqual([]);
  });

  it('limits code creation to 10 an hour per user', async () => {
    const busy = await createCustomer('Budi Sibuk');
    for (let i = 0; i < 10; i += 1)
      expect((await call(busy, 'POST', `/api/account/chats/${i % 2 ? 'telegram' : 'whatsapp'}/code`)).status).toBe(201);
    const refused = await call(busy, 'POST', '/api/account/chats/telegram/code');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/);
    expect((await call(customer, 'POST', '/api/account/chats/telegram/code')).status).toBe(201);
  });
});

describe('a deployment without the bots', async () => {
  const off = await startBookingsApp();
  const user = await off.createTutor({ name: 'Tutor Tanpa Bot' });

  it('says both channels are off and makes no code for them', async () => {
    const res = await off.call(user, 'GET', '/api/account/chats');
    expect(res.body.channels).toEqual([
      { channel: 'telegram', enabled: false, link: null },
      { channel: 'whatsapp', enabled: false, link: null },
    ]);
    for (const channel of ['telegram', 'whatsapp']) {
      const refused = await off.call(user, 'POST', `/api/account/chats/${channel}/code`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(CHAT_LINK_MESSAGES.channelOff);
    }
    expect(await off.db('chat_link_codes')).toEqual([]);
  });
});

describe('notification preferences over HTTP', () => {
  it.each([
    ['customer', () => customer, ['transactions', 'requests', 'feedback']],
    ['tutor', () => tutor, ['transactions', 'payouts', 'requests', 'feedback']],
    ['admin', () => admin, ['transactions', 'payouts', 'requests', 'admin', 'feedback']],
  ])('round-trip for a %s, over the groups the role receives', async (_role, who, groups) => {
    const viewer: Actor = who();
    const initial = await call(viewer, 'GET', '/api/account/notification-preferences');
    expect(initial.status).toBe(200);
    const allOn = Object.fromEntries(groups.map((group) => [group, true]));
    expect(initial.body).toEqual({ groups, preferences: { email: allOn, telegram: allOn, whatsapp: allOn } });

    const switched = await call(viewer, 'PUT', '/api/account/notification-preferences', {
      json: { channel: 'telegram', group: 'requests', enabled: false },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.preferences.telegram.requests).toBe(false);
    expect(switched.body.preferences.email.requests).toBe(true);
    const reread = await call(viewer, 'GET', '/api/account/notification-preferences');
    expect(reread.body).toEqual(switched.body);
    const back = await call(viewer, 'PUT', '/api/account/notification-preferences', {
      json: { channel: 'telegram', group: 'requests', enabled: true },
    });
    expect(back.body).toEqual(initial.body);
  });

  it('refuses the account group, a group the role never receives, and malformed switches', async () => {
    const [customer, tutor] = [await createCustomer('Rina Salah'), await createTutor({ name: 'Siti Salah' })];
    const account = await call(tutor, 'PUT', '/api/account/notification-preferences', {
      json: { channel: 'email', group: 'account', enabled: false },
    });
    expect(account.status).toBe(400);
    expect(account.body.error.message).toBe(PREFERENCE_MESSAGES.accountAlwaysOn);
    for (const [viewer, json] of [
      [tutor, { channel: 'telegram', group: 'admin', enabled: false }],
      [customer, { channel: 'telegram', group: 'payouts', enabled: false }],
      [customer, { channel: 'sms', group: 'requests', enabled: false }],
      [customer, { channel: 'telegram', group: 'requests', enabled: 'no' }],
      [customer, { channel: 'telegram', group: 'requests' }],
      [customer, []],
    ] as const) {
      const res = await call(viewer, 'PUT', '/api/account/notification-preferences', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.message).toBe(PREFERENCE_MESSAGES.invalid);
    }
    expect(await db('notification_preferences').whereIn('user_id', [tutor.id, customer.id])).toEqual([]);
  });
});
