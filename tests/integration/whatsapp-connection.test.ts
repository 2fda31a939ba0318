import { DisconnectReason, type WAVersion } from '@whiskeysockets/baileys';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectWhatsApp, type WhatsAppConnectionDeps } from '../../bot/whatsapp/connection.ts';
import { IdentityMismatchError } from '../../infra/bot-identity.ts';
import { createDailyCap, nextMorning } from '../../infra/whatsapp/daily-cap.ts';
import { readCreds, usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { fakeWhatsAppSockets, storeLogin } from '../helpers/fake-whatsapp.ts';

// The socket's life with Baileys' network replaced by fake sockets on Baileys' own event buffer,
// in the order Baileys emits (tests/helpers/fake-whatsapp.ts): both login paths (a QR, which
// leaves `registered` false, and a pairing code, again after one expired), the creds saved to
// Postgres, reconnects with backoff, a send cut off by a close, the number checked, and the answer
// to every close reason (decision 037). Also the daily cap.

const { db } = await freshDatabase();
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
const BOT = '6281100000000';

type Fake = ReturnType<typeof fakeWhatsAppSockets>;

async function connect(fake: Fake, extra: Partial<WhatsAppConnectionDeps> = {}) {
  const auth = await usePostgresAuthState(db);
  return connectWhatsApp({
    auth,
    freshAuth: () => usePostgresAuthState(db),
    logger,
    makeSocket: fake.makeSocket,
    schedule: fake.schedule,
    ...extra,
  });
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** The one reconnect the connection scheduled last, run now. */
const reconnect = (fake: Fake) => fake.scheduled.at(-1)!.run();

beforeEach(async () => {
  await db('whatsapp_auth').delete();
  logLines.length = 0;
});

describe('logging in', () => {
  it('by QR: shown on the admin page, never logged; after the scan and the restart (515) it is logged in, though `registered` stays false', async () => {
    const numbers: (string | null)[] = [];
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake, { expectedNumber: BOT, onIdentity: (number) => numbers.push(number) });
    fake.qr('2@QRTEXT,abc,def');
    await until(() => connection.status().qr !== undefined, 'the QR');
    expect(connection.status()).toEqual({ state: 'connecting', qr: '2@QRTEXT,abc,def' });
    expect(logLines.join('\n')).not.toContain('QRTEXT');
    expect(logLines.join('\n')).toContain('scan the QR on the admin page');
    expect(connection.ownJid()).toBeUndefined();

    fake.scanQr(BOT);
    expect(connection.status()).toEqual({ state: 'closed' });
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([0]);
    reconnect(fake);
    expect(fake.made).toHaveLength(2);
    fake.open();
    await until(() => connection.isOpen(), 'the login');
    expect(connection.ownJid()).toBe(`${BOT}@s.whatsapp.net`);
    expect(numbers).toEqual([BOT]);
    // Saves run after the event, one at a time: wait for the login's, not the first one's.
    await until(async () => (await readCreds(db))?.account !== undefined, 'the login to be saved');
    const saved = await readCreds(db);
    expect(saved?.registered).toBe(false);
    expect(saved?.me?.id).toMatch(new RegExp(`^${BOT}:\\d+@s\\.whatsapp\\.net$`));
    await connection.stop();
    expect(await connection.ended).toBe('stopped');
  });

  it('asks for a pairing code instead when WHATSAPP_PAIRING_NUMBER is set, once per socket', async () => {
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake, { pairingNumber: '6281234567890' });
    fake.qr('QR-1');
    fake.qr('QR-2');
    await until(() => connection.status().pairingCode === 'ABCD2345', 'the pairing code');
    expect(fake.made[0]!.pairingRequests).toEqual(['6281234567890']);
    expect(logLines.join('\n')).toContain('ABCD2345');
    // Asking for a code puts the number in the creds: that is no login yet.
    expect(fake.last().auth.creds.me?.id).toBe('6281234567890@s.whatsapp.net');
    expect(connection.ownJid()).toBeUndefined();
    await connection.stop();
  });

  it('asks for a new pairing code when the first expired (408); the typed one logs in after the restart (515)', async () => {
    const fake = fakeWhatsAppSockets(logger, { pairingCodes: ['FIRST111', 'SECOND22'] });
    const connection = await connect(fake, { pairingNumber: '6281234567890' });
    fake.qr('QR-1');
    await until(() => connection.status().pairingCode === 'FIRST111', 'the first code');

    // Nobody typed it: Baileys runs out of QR refs and closes with 408; the bot reconnects.
    fake.close(DisconnectReason.timedOut);
    expect(connection.status()).toEqual({ state: 'closed' });
    reconnect(fake);
    expect(fake.made).toHaveLength(2);
    // The untyped code's `me` is gone, so Baileys registers anew instead of a login WhatsApp refuses.
    expect(fake.last().auth.creds.me).toBeUndefined();
    fake.qr('QR-2');
    await until(() => connection.status().pairingCode === 'SECOND22', 'a second code');
    expect(fake.made[1]!.pairingRequests).toEqual(['6281234567890']);

    // Typed on the phone this time: registered, pair-success, 515, and the next socket opens.
    fake.typePairingCode('6281234567890');
    reconnect(fake);
    fake.open();
    await until(() => connection.isOpen(), 'the login');
    expect(connection.ownJid()).toBe('6281234567890@s.whatsapp.net');
    await until(async () => (await readCreds(db))?.registered === true, 'the registered login to be saved');
    await connection.stop();
  });
});

describe('reconnecting', () => {
  it('backs off 1, 2, 5 s while it keeps failing, starts over once open, and at once after a restart request', async () => {
    await storeLogin(db, BOT);
    const fake = fakeWhatsAppSockets(logger);
    const opened: boolean[] = [];
    const connection = await connect(fake, { onOpenChange: (open) => opened.push(open) });
    fake.open();
    expect(connection.isOpen()).toBe(true);

    for (const code of [DisconnectReason.connectionLost, DisconnectReason.connectionClosed, DisconnectReason.timedOut]) {
      fake.close(code);
      expect(connection.isOpen()).toBe(false);
      reconnect(fake);
    }
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([1_000, 2_000, 5_000]);
    expect(fake.made).toHaveLength(4);

    fake.open();
    fake.close(DisconnectReason.connectionLost);
    reconnect(fake);
    fake.close(DisconnectReason.restartRequired);
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([1_000, 2_000, 5_000, 1_000, 0]);
    expect(opened).toEqual([true, false, true, false]);

    // A late event of a socket already replaced changes nothing.
    fake.made[0]!.ev.emit('connection.update', { connection: 'open' });
    expect(connection.isOpen()).toBe(false);
    await connection.stop();
    reconnect(fake);
    expect(fake.made).toHaveLength(5);
  });

  it('a send cut off by a close (Baileys throws a Boom 428) says the socket is gone, so the send waits instead of failing', async () => {
    await storeLogin(db, BOT);
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.open();
    fake.failNextSend(
      Object.assign(new Error('Connection Closed'), { isBoom: true, output: { statusCode: DisconnectReason.connectionClosed } }),
    );
    await expect(connection.sendText('6285700000001@s.whatsapp.net', 'halo')).rejects.toBeInstanceOf(WhatsAppNotOpenError);
    // Anything else is the send's own failure, retried with the queue's backoff.
    fake.failNextSend(new Error('bad-request'));
    await expect(connection.sendText('6285700000001@s.whatsapp.net', 'halo')).rejects.toThrow('bad-request');
    await connection.sendText('6285700000001@s.whatsapp.net', 'halo');
    expect(fake.last().sent).toEqual([{ jid: '6285700000001@s.whatsapp.net', text: 'halo' }]);
    await connection.stop();
  });

  it('a restarted bot finds the login it saved', async () => {
    const first = fakeWhatsAppSockets(logger);
    const connection = await connect(first);
    first.qr('QR');
    first.scanQr(BOT);
    reconnect(first);
    first.open();
    await until(async () => (await readCreds(db))?.account !== undefined, 'the login to be saved');
    await connection.stop();

    const second = fakeWhatsAppSockets(logger);
    const restarted = await connect(second);
    expect(restarted.ownJid()).toBe(`${BOT}@s.whatsapp.net`);
    second.open();
    expect(restarted.isOpen()).toBe(true);
    await restarted.stop();
  });

  it('catches a failing event handler: logged, no unhandled rejection, the socket lives on', async () => {
    await storeLogin(db, BOT);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const fake = fakeWhatsAppSockets(logger);
      const connection = await connect(fake, {
        onMessages: () => {
          throw new Error('handler broke');
        },
      });
      fake.open();
      fake.last().ev.emit('messages.upsert', { type: 'notify', messages: [] });
      await until(() => logLines.some((line) => line.includes('WhatsApp event handler failed')), 'the failure to be logged');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(connection.isOpen()).toBe(true);
      await connection.stop();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('every close reason', () => {
  it('logged out from the phone (401): the login is cleared and a fresh QR follows, without a restart', async () => {
    await storeLogin(db, BOT);
    await (await usePostgresAuthState(db)).state.keys.set({ session: { 'a.0': new Uint8Array([1, 2, 3]) } });
    const numbers: (string | null)[] = [];
    const statuses: string[] = [];
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake, {
      onIdentity: (number) => numbers.push(number),
      onStatus: (status) => statuses.push(status.state),
    });
    fake.open();
    fake.close(DisconnectReason.loggedOut);
    await until(() => fake.made.length === 2, 'a new socket');
    expect(await db('whatsapp_auth').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
    expect(fake.last().auth.creds.me).toBeUndefined();
    expect(statuses).toContain('logged-out');
    expect(numbers).toEqual([BOT, null]);
    expect(logLines.join('\n')).toContain('logged out');

    // The new socket shows a QR; a scan logs the bot in again.
    fake.qr('QR-AFTER-LOGOUT');
    await until(() => connection.status().qr === 'QR-AFTER-LOGOUT', 'the new QR');
    fake.scanQr(BOT);
    reconnect(fake);
    fake.open();
    expect(connection.isOpen()).toBe(true);
    expect(numbers).toEqual([BOT, null, BOT]);
    await until(async () => (await readCreds(db))?.account !== undefined, 'the new login to be saved');
    await connection.stop();
  });

  it("405: tries WhatsApp's current version once, then says the version is outdated and stops connecting", async () => {
    await storeLogin(db, BOT);
    // As webVersionSource in production: WhatsApp names a newer version once, then the same one.
    const versions: WAVersion[] = [[2, 3000, 1000000001]];
    const webVersion = {
      current: () => versions.at(-1)!,
      newer: async () => (versions.length === 1 ? versions.at(versions.push([2, 3000, 1000000002]) - 1) : undefined),
    };
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake, { webVersion });
    expect(fake.made[0]!.version).toEqual([2, 3000, 1000000001]);
    fake.close(405);
    await until(() => fake.scheduled.length === 1, 'a retry with the newer version');
    expect(fake.scheduled[0]!.delayMs).toBe(0);
    reconnect(fake);
    expect(fake.made[1]!.version).toEqual([2, 3000, 1000000002]);

    fake.close(405);
    expect(await connection.ended).toBe('outdated');
    expect(connection.status()).toEqual({ state: 'outdated' });
    expect(fake.scheduled).toHaveLength(1);
    expect(fake.made).toHaveLength(2);
    expect(logLines.join('\n')).toContain('WhatsApp Web version outdated');
    expect(logLines.join('\n')).toContain('WHATSAPP_WEB_VERSION');
  });

  it('405 with the version pinned: outdated at once, no reconnect', async () => {
    await storeLogin(db, BOT);
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.open();
    fake.close(405);
    expect(await connection.ended).toBe('outdated');
    expect(fake.scheduled).toHaveLength(0);
  });

  it('replaced by another client (440): says so and tries again only after minutes', async () => {
    await storeLogin(db, BOT);
    const statuses: string[] = [];
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake, { onStatus: (status) => statuses.push(status.state) });
    fake.open();
    fake.close(DisconnectReason.connectionReplaced);
    await until(() => connection.status().state === 'replaced', 'the replaced state');
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([5 * 60_000]);
    reconnect(fake);
    fake.close(DisconnectReason.connectionReplaced);
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([5 * 60_000, 10 * 60_000]);
    reconnect(fake);
    fake.open();
    expect(statuses).toEqual(['connecting', 'open', 'replaced', 'connecting', 'replaced', 'connecting', 'open']);
    await connection.stop();
  });

  it('temporarily banned (402): nothing is sent, and it tries again when the ban ends', async () => {
    await storeLogin(db, BOT);
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.open();
    fake.close(402, { reason: '402', expire: '5400' });
    await until(() => connection.status().state === 'suspended', 'the suspended state');
    await expect(connection.sendText('6285700000001@s.whatsapp.net', 'halo')).rejects.toBeInstanceOf(WhatsAppNotOpenError);
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([5_400_000]);
    await connection.stop();
  });

  it.each([403, 406])('refused (%i): stops connecting for good and says the number is banned', async (code) => {
    await storeLogin(db, BOT);
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.open();
    fake.close(code);
    expect(await connection.ended).toBe('banned');
    expect(connection.status()).toEqual({ state: 'banned' });
    expect(fake.scheduled).toHaveLength(0);
    expect(fake.made).toHaveLength(1);
  });
});

describe('the number it is logged in as', () => {
  it('tells the number once open, and ends the connection when it is not WHATSAPP_NUMBER', async () => {
    const numbers: (string | null)[] = [];
    const good = fakeWhatsAppSockets(logger);
    const connection = await connect(good, { expectedNumber: BOT, onIdentity: (number) => numbers.push(number) });
    good.qr('QR');
    good.scanQr(BOT);
    reconnect(good);
    good.open();
    expect(numbers).toEqual([BOT]);
    await connection.stop();

    // Someone else's phone scanned the QR: the bot must not send users to that number.
    await db('whatsapp_auth').delete();
    const fatal: Error[] = [];
    const wrong = fakeWhatsAppSockets(logger);
    const stranger = await connect(wrong, {
      expectedNumber: BOT,
      onFatal: (error) => fatal.push(error),
      onIdentity: (number) => numbers.push(number),
    });
    wrong.qr('QR');
    wrong.scanQr('6289999999999');
    reconnect(wrong);
    wrong.open();
    expect(await stranger.ended).toBe('stopped');
    expect(stranger.isOpen()).toBe(false);
    expect(wrong.last().ended).toBe(true);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toBeInstanceOf(IdentityMismatchError);
    expect(fatal[0]!.message).toContain('ending …9999');
    expect(fatal[0]!.message).not.toContain('6289999999999');
    expect(numbers).toEqual([BOT]);
  });
});

describe('the daily cap', () => {
  const redis = new Redis(inject('redisUrl'));
  afterAll(() => redis.disconnect());

  it('allows `cap` sends a Jakarta day per sending number, then says when tomorrow morning starts', async () => {
    const cap = createDailyCap({ redis, prefix: redisPrefix(), cap: 2 });
    const now = new Date('2026-11-24T10:00:00Z');
    const first = await cap.reserve('6281100000000@s.whatsapp.net', { now });
    expect(first.ok).toBe(true);
    expect((await cap.reserve('6281100000000@s.whatsapp.net', { now })).ok).toBe(true);
    expect(await cap.reserve('6281100000000@s.whatsapp.net', { now })).toEqual({ ok: false, retryAt: new Date('2026-11-25T00:00:00Z') });
    // Another number has its own budget, and so has the next Jakarta day (which starts at 17:00 UTC).
    expect((await cap.reserve('6281199999999@s.whatsapp.net', { now })).ok).toBe(true);
    expect((await cap.reserve('6281100000000@s.whatsapp.net', { now: new Date('2026-11-24T17:00:00Z') })).ok).toBe(true);
    // A slot nothing used is given back.
    if (first.ok) await first.release();
    expect((await cap.reserve('6281100000000@s.whatsapp.net', { now })).ok).toBe(true);
  });

  it('never refuses a message that must go, and counts it against the others', async () => {
    const cap = createDailyCap({ redis, prefix: redisPrefix(), cap: 2 });
    const now = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < 3; i += 1) expect((await cap.reserve('6281100000000@s.whatsapp.net', { now, mustSend: true })).ok).toBe(true);
    expect((await cap.reserve('6281100000000@s.whatsapp.net', { now })).ok).toBe(false);
  });

  it('waits for 07:00 WIB of the next Jakarta day', () => {
    expect(nextMorning(new Date('2026-11-24T16:59:00Z'))).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(nextMorning(new Date('2026-11-24T17:00:00Z'))).toEqual(new Date('2026-11-26T00:00:00Z'));
  });
});
