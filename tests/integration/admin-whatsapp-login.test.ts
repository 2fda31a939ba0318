import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/create-app.ts';
import { createRedis } from '../../infra/redis.ts';
import { createLoginStatusPublisher, LOGIN_STATUS_TTL_SECONDS, loginStatusKey } from '../../infra/whatsapp/login-status.ts';
import { accessTokenFor, insertUser } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';
import { fakeWhatsAppSockets } from '../helpers/fake-whatsapp.ts';
import { listen } from '../helpers/http.ts';
import { startWhatsAppChannel } from '../helpers/whatsapp-channel.ts';

// The WhatsApp login on the admin page (docs/product.md#admin-bots): the bot process owns the socket
// and publishes its status to Redis; the api reads it. Baileys' network is a fake socket on
// Baileys' own event buffer, as in whatsapp-connection.test.ts.

const prefix = `admin-wa-${randomBytes(6).toString('hex')}`;
const app = await startTestApp({}, { REDIS_PREFIX: prefix, WHATSAPP_ENABLED: 'true', APP_URL: 'https://ajarin.test' });
const { db, deps } = app;
const logger = pino({ level: 'silent' });
const redis = createRedis(deps.config.REDIS_URL);
afterAll(() => redis.disconnect());

const admin = await insertUser(app, { role: 'admin' });
const adminToken = await accessTokenFor(deps, { id: admin.id, role: 'admin' });
const customer = await insertUser(app, { role: 'customer' });
const customerToken = await accessTokenFor(deps, { id: customer.id, role: 'customer' });

async function login(baseUrl = app.baseUrl, token = adminToken) {
  const res = await fetch(`${baseUrl}/api/admin/whatsapp`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const fake = fakeWhatsAppSockets(logger);
const startBot = async (config = deps.config) =>
  startWhatsAppChannel({ config, logger, db, storage: deps.storage, transport: fake.transport(), testing: { schedule: fake.schedule } });

describe('the WhatsApp login on the admin page', () => {
  let bot: Awaited<ReturnType<typeof startBot>> | undefined;
  afterAll(async () => bot?.stop());

  it("says 'not-running' while no bot published anything", async () => {
    expect(await login()).toEqual({ status: 200, body: { enabled: true, state: 'not-running' } });
  });

  it('shows the QR the bot got, drawn as an image, for about a minute unless refreshed; then open, without it', async () => {
    bot = await startBot();
    await vi.waitFor(async () => expect((await login()).body.state).toBe('connecting'));
    fake.qr('2@QRTEXT,abc,def');
    const expected = await QRCode.toString('2@QRTEXT,abc,def', { type: 'svg', margin: 1, errorCorrectionLevel: 'L' });
    await vi.waitFor(async () =>
      expect((await login()).body.qr).toBe(`data:image/svg+xml;base64,${Buffer.from(expected).toString('base64')}`),
    );
    expect((await login()).body).toMatchObject({ enabled: true, state: 'connecting' });
    const ttl = await redis.ttl(loginStatusKey(prefix));
    expect(ttl).toBeGreaterThan(LOGIN_STATUS_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(LOGIN_STATUS_TTL_SECONDS);

    // Scanned: WhatsApp restarts the stream (515), the next socket logs in with the saved creds.
    fake.scanQr('6281100000000');
    fake.scheduled.at(-1)!.run();
    fake.open();
    await vi.waitFor(async () => expect(await login()).toEqual({ status: 200, body: { enabled: true, state: 'open' } }));
  });

  it("says 'not-running' once the bot stopped (its key is gone), and when a dead bot's key expired", async () => {
    await bot?.stop();
    bot = undefined;
    expect(await redis.exists(loginStatusKey(prefix))).toBe(0);
    expect((await login()).body).toEqual({ enabled: true, state: 'not-running' });

    // A bot that died without stopping leaves its last status for at most the TTL.
    await redis.set(loginStatusKey(prefix), JSON.stringify({ state: 'open' }), 'PX', 200);
    expect((await login()).body.state).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await login()).body.state).toBe('not-running');
  });

  it.each([
    ['outdated', 405],
    ['banned', 403],
    ['replaced', 440],
    ['suspended', 402],
  ] as const)("says '%s' when WhatsApp closes with %i", async (state, code) => {
    bot = await startBot();
    fake.open();
    await vi.waitFor(async () => expect((await login()).body.state).toBe('open'));
    fake.close(code);
    await vi.waitFor(async () => expect(await login()).toEqual({ status: 200, body: { enabled: true, state } }));
    await bot.stop();
    bot = undefined;
  });

  it('shows a pairing code instead of a QR, and never a QR or code outside connecting', async () => {
    const publisher = createLoginStatusPublisher({ redis, prefix, logger });
    publisher.publish({ state: 'connecting', pairingCode: 'ABCD2345' });
    await vi.waitFor(async () => expect((await login()).body).toEqual({ enabled: true, state: 'connecting', pairingCode: 'ABCD2345' }));
    publisher.publish({ state: 'logged-out', qr: 'left over' });
    await vi.waitFor(async () => expect((await login()).body).toEqual({ enabled: true, state: 'logged-out' }));
    await publisher.stop();
    expect((await login()).body.state).toBe('not-running');
  });

  it('says the channel is off when WHATSAPP_ENABLED is off', async () => {
    const off = await listen(createApp({ ...deps, config: { ...deps.config, WHATSAPP_ENABLED: false } }));
    expect((await login(off)).body).toEqual({ enabled: false, state: 'not-running' });
  });

  it('is for admins only', async () => {
    const res = await login(app.baseUrl, customerToken);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: 'Akses Ditolak' } });
  });
});
