import { DisconnectReason, makeEventBuffer, type WAMessage } from '@whiskeysockets/baileys';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { baileysLogger, connectWhatsApp, type MakeSocket, type WhatsAppConnectionDeps } from '../../bot/whatsapp/connection.ts';
import { createDailyCap, nextMorning } from '../../infra/whatsapp/daily-cap.ts';
import { readCreds, usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';

// The socket's life with Baileys' network replaced by fake sockets on Baileys' own event buffer:
// the QR or pairing code at login, the creds saved to Postgres, reconnects with backoff, and the
// two endings (logged out: the login is cleared; replaced: the bot stops). Also the daily cap.

const { db } = await freshDatabase();
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });

type Fake = ReturnType<typeof fakeSockets>;
function fakeSockets() {
  const made: { ev: ReturnType<typeof makeEventBuffer>; pairingRequests: string[]; ended: boolean; auth: Parameters<MakeSocket>[0]['auth'] }[] = [];
  const makeSocket: MakeSocket = ({ auth }) => {
    const ev = makeEventBuffer(baileysLogger(logger));
    const entry = { ev, pairingRequests: [] as string[], ended: false, auth };
    made.push(entry);
    return {
      ev,
      sendMessage: async () => undefined,
      requestPairingCode: async (phone: string) => {
        entry.pairingRequests.push(phone);
        auth.creds.pairingCode = 'ABCD2345';
        ev.emit('creds.update', { pairingCode: 'ABCD2345' });
        return 'ABCD2345';
      },
      updateMediaMessage: async (message: WAMessage) => message,
      end: () => {
        entry.ended = true;
      },
    };
  };
  const scheduled: { delayMs: number; run: () => void }[] = [];
  const schedule = (delayMs: number, run: () => void) => void scheduled.push({ delayMs, run });
  const close = (statusCode: number) =>
    made.at(-1)!.ev.emit('connection.update', { connection: 'close', lastDisconnect: { error: Object.assign(new Error('closed'), { output: { statusCode } }), date: new Date() } });
  const open = () => made.at(-1)!.ev.emit('connection.update', { connection: 'open' });
  /** What Baileys does when the phone scans the QR: fills in the creds and says so. */
  const scanned = (me: string) => {
    const { auth, ev } = made.at(-1)!;
    auth.creds.me = { id: me };
    auth.creds.registered = true;
    ev.emit('creds.update', { me: auth.creds.me, registered: true });
  };
  return { made, makeSocket, scheduled, schedule, close, open, scanned };
}

async function connect(fake: Fake, extra: Partial<WhatsAppConnectionDeps> = {}) {
  return connectWhatsApp({ db, logger, makeSocket: fake.makeSocket, schedule: fake.schedule, ...extra });
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
  it('logs the QR as text and keeps it for the admin page; saves the creds WhatsApp updates', async () => {
    const fake = fakeSockets();
    const connection = await connect(fake);
    fake.made[0]!.ev.emit('connection.update', { qr: '2@QRTEXT,abc,def' });
    expect(connection.status()).toEqual({ state: 'connecting', qr: '2@QRTEXT,abc,def' });
    expect(logLines.join('\n')).toContain('2@QRTEXT,abc,def');

    fake.made[0]!.ev.emit('creds.update', {});
    await until(async () => (await readCreds(db)) !== null, 'the creds to be saved');
    await connection.stop();
    expect(await connection.ended).toBe('stopped');
  });

  it('asks for a pairing code instead when WHATSAPP_PAIRING_NUMBER is set, once', async () => {
    const fake = fakeSockets();
    const connection = await connect(fake, { pairingNumber: '6281234567890' });
    fake.made[0]!.ev.emit('connection.update', { qr: 'QR-1' });
    fake.made[0]!.ev.emit('connection.update', { qr: 'QR-2' });
    await until(() => connection.status().pairingCode === 'ABCD2345', 'the pairing code');
    expect(fake.made[0]!.pairingRequests).toEqual(['6281234567890']);
    expect(logLines.join('\n')).toContain('ABCD2345');
    expect(logLines.join('\n')).not.toContain('QR-1');
    await connection.stop();
  });
});

describe('reconnecting', () => {
  it('backs off 1, 2, 5 s while it keeps failing, starts over once open, and at once after a restart request', async () => {
    const fake = fakeSockets();
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

  it('stops for good when another client takes the session over', async () => {
    const fake = fakeSockets();
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

    const fake = fakeSockets();
    const connection = await connect(fake);
    fake.open();
    fake.close(DisconnectReason.loggedOut);
    expect(await connection.ended).toBe('logged-out');
    expect(fake.scheduled).toHaveLength(0);
    expect(await db('whatsapp_auth').count<{ count: number }[]>('* as count')).toEqual([{ count: 0 }]);
    expect(logLines.join('\n')).toContain('logged out');
  });

  it('a restarted bot finds the login it saved', async () => {
    const first = fakeSockets();
    const connection = await connect(first);
    first.made[0]!.ev.emit('connection.update', { qr: 'QR' });
    first.scanned('6281100000000:3@s.whatsapp.net');
    first.open();
    await until(async () => (await readCreds(db))?.registered === true, 'the login to be saved');
    await connection.stop();

    const second = fakeSockets();
    const restarted = await connect(second);
    expect(restarted.ownJid()).toBe('6281100000000@s.whatsapp.net');
    await restarted.stop();
  });
});

describe('the daily cap', () => {
  const redis = new Redis(inject('redisUrl'));
  afterAll(() => redis.disconnect());

  it('allows `cap` sends a Jakarta day per sending number, then says when tomorrow morning starts', async () => {
    const cap = createDailyCap({ redis, prefix: redisPrefix(), cap: 2 });
    const now = new Date('2026-11-24T10:00:00Z');
    const first = await cap.reserve('6281100000000@s.whatsapp.net', now);
    expect(first.ok).toBe(true);
    expect((await cap.reserve('6281100000000@s.whatsapp.net', now)).ok).toBe(true);
    expect(await cap.reserve('6281100000000@s.whatsapp.net', now)).toEqual({ ok: false, retryAt: new Date('2026-11-25T00:00:00Z') });
    // Another number has its own budget, and so has the next Jakarta day (which starts at 17:00 UTC).
    expect((await cap.reserve('6281199999999@s.whatsapp.net', now)).ok).toBe(true);
    expect((await cap.reserve('6281100000000@s.whatsapp.net', new Date('2026-11-24T17:00:00Z'))).ok).toBe(true);
    // A slot nothing used is given back.
    if (first.ok) await first.release();
    expect((await cap.reserve('6281100000000@s.whatsapp.net', now)).ok).toBe(true);
  });

  it('waits for 07:00 WIB of the next Jakarta day', () => {
    expect(nextMorning(new Date('2026-11-24T16:59:00Z'))).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(nextMorning(new Date('2026-11-24T17:00:00Z'))).toEqual(new Date('2026-11-26T00:00:00Z'));
  });
});
