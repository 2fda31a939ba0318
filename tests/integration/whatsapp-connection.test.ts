import { DisconnectReason } from '@whiskeysockets/baileys';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { connectWhatsApp, type WhatsAppConnectionDeps } from '../../bot/whatsapp/connection.ts';
import { IdentityMismatchError } from '../../infra/bot-identity.ts';
import { createDailyCap, nextMorning } from '../../infra/whatsapp/daily-cap.ts';
import { readCreds, usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { fakeWhatsAppSockets } from '../helpers/fake-whatsapp.ts';

// The socket's life with Baileys' network replaced by fake sockets on Baileys' own event buffer:
// the QR or pairing code at login (again after a code expired), the creds saved to Postgres,
// reconnects with backoff, a send cut off by a close, the number checked, and the two endings
// (logged out: the login is cleared; replaced: the bot stops). Also the daily cap.

const { db } = await freshDatabase();
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });

type Fake = ReturnType<typeof fakeWhatsAppSockets>;

async function connect(fake: Fake, extra: Partial<WhatsAppConnectionDeps> = {}) {
  const auth = await usePostgresAuthState(db);
  return connectWhatsApp({ auth, logger, makeSocket: fake.makeSocket, schedule: fake.schedule, ...extra });
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

beforeEach(async () => {
  await db('whatsapp_auth').delete();
  logLines.length = 0;
});

describe('logging in', () => {
  it('shows the QR on the admin page but never writes it to the log; saves the creds WhatsApp updates', async () => {
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.qr('2@QRTEXT,abc,def');
    await until(() => connection.status().qr !== undefined, 'the QR');
    expect(connection.status()).toEqual({ state: 'connecting', qr: '2@QRTEXT,abc,def' });
    expect(logLines.join('\n')).not.toContain('QRTEXT');
    expect(logLines.join('\n')).toContain('scan the QR on the admin page');

    fake.last().ev.emit('creds.update', {});
    await until(async () => (await readCreds(db)) !== null, 'the creds to be saved');
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
    expect(connection.ownJid()).toBeUndefined();
    await connection.stop();
  });

  it('asks for a new pairing code when the first expired and WhatsApp reconnected (408)', async () => {
    const fake = fakeWhatsAppSockets(logger, { pairingCodes: ['FIRST111', 'SECOND22'] });
    const connection = await connect(fake, { pairingNumber: '6281234567890' });
    fake.qr('QR-1');
    await until(() => connection.status().pairingCode === 'FIRST111', 'the first code');

    // Nobody typed it: Baileys runs out of QR refs and closes with 408; the bot reconnects.
    fake.close(DisconnectReason.timedOut);
    expect(connection.status()).toEqual({ state: 'closed' });
    fake.scheduled.at(-1)!.run();
    expect(fake.made).toHaveLength(2);
    fake.qr('QR-2');
    await until(() => connection.status().pairingCode === 'SECOND22', 'a second code');
    expect(fake.made[1]!.pairingRequests).toEqual(['6281234567890']);

    // Typed on the phone this time: the login completes and the bot opens.
    fake.scanned('6281234567890:4@s.whatsapp.net');
    fake.open();
    await until(() => connection.isOpen(), 'the login');
    expect(connection.ownJid()).toBe('6281234567890@s.whatsapp.net');
    await connection.stop();
  });
});

describe('reconnecting', () => {
  it('backs off 1, 2, 5 s while it keeps failing, starts over once open, and at once after a restart request', async () => {
    const fake = fakeWhatsAppSockets(logger);
    const opened: boolean[] = [];
    const connection = await connect(fake, { onOpenChange: (open) => opened.push(open) });
    fake.open();
    expect(connection.isOpen()).toBe(true);

    for (const code of [DisconnectReason.connectionLost, DisconnectReason.connectionClosed, DisconnectReason.timedOut]) {
      fake.close(code);
      expect(connection.isOpen()).toBe(false);
      fake.scheduled.at(-1)!.run();
    }
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([1_000, 2_000, 5_000]);
    expect(fake.made).toHaveLength(4);

    fake.open();
    fake.close(DisconnectReason.connectionLost);
    fake.scheduled.at(-1)!.run();
    fake.close(DisconnectReason.restartRequired);
    expect(fake.scheduled.map((item) => item.delayMs)).toEqual([1_000, 2_000, 5_000, 1_000, 0]);
    expect(opened).toEqual([true, false, true, false]);

    // A late event of a socket already replaced changes nothing.
    fake.made[0]!.ev.emit('connection.update', { connection: 'open' });
    expect(connection.isOpen()).toBe(false);
    await connection.stop();
    fake.scheduled.at(-1)!.run();
    expect(fake.made).toHaveLength(5);
  });

  it('a send cut off by a close (Baileys throws a Boom 428) says the socket is gone, so the send waits instead of failing', async () => {
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

  it('stops for good when another client takes the session over', async () => {
    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.open();
    fake.close(DisconnectReason.connectionReplaced);
    expect(await connection.ended).toBe('stopped');
    expect(fake.scheduled).toHaveLength(0);
    expect(fake.made).toHaveLength(1);
  });

  it('when logged out from the phone, clears the login from Postgres and stops; the next start begins anew', async () => {
    const before = await usePostgresAuthState(db);
    before.state.creds.registered = true;
    await before.saveCreds();
    await before.state.keys.set({ session: { 'a.0': new Uint8Array([1, 2, 3]) } });

    const fake = fakeWhatsAppSockets(logger);
    const connection = await connect(fake);
    fake.open();
    fake.close(DisconnectReason.loggedOut);
    expect(await connection.ended).toBe('logged-out');
    expect(fake.scheduled).toHaveLength(0);
    expect(await db('whatsapp_auth').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
    expect(logLines.join('\n')).toContain('logged out');
  });

  it('a restarted bot finds the login it saved', async () => {
    const first = fakeWhatsAppSockets(logger);
    const connection = await connect(first);
    first.qr('QR');
    first.scanned('6281100000000:3@s.whatsapp.net');
    first.open();
    await until(async () => (await readCreds(db))?.registered === true, 'the login to be saved');
    await connection.stop();

    const second = fakeWhatsAppSockets(logger);
    const restarted = await connect(second);
    expect(restarted.ownJid()).toBe('6281100000000@s.whatsapp.net');
    await restarted.stop();
  });
});

describe('the number it is logged in as', () => {
  it('tells the number once open, and ends the connection when it is not WHATSAPP_NUMBER', async () => {
    const numbers: string[] = [];
    const good = fakeWhatsAppSockets(logger);
    const connection = await connect(good, { expectedNumber: '6281100000000', onIdentity: (number) => numbers.push(number) });
    good.qr('QR');
    good.scanned('6281100000000:3@s.whatsapp.net');
    good.open();
    expect(numbers).toEqual(['6281100000000']);
    await connection.stop();

    // Someone else's phone scanned the QR: the bot must not send users to that number.
    await db('whatsapp_auth').delete();
    const fatal: Error[] = [];
    const wrong = fakeWhatsAppSockets(logger);
    const stranger = await connect(wrong, {
      expectedNumber: '6281100000000',
      onFatal: (error) => fatal.push(error),
      onIdentity: (number) => numbers.push(number),
    });
    wrong.qr('QR');
    wrong.scanned('6289999999999:1@s.whatsapp.net');
    wrong.open();
    expect(await stranger.ended).toBe('stopped');
    expect(stranger.isOpen()).toBe(false);
    expect(wrong.last().ended).toBe(true);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toBeInstanceOf(IdentityMismatchError);
    expect(fatal[0]!.message).toContain('ending …9999');
    expect(fatal[0]!.message).not.toContain('6289999999999');
    expect(numbers).toEqual(['6281100000000']);
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
