import { makeEventBuffer, type WAMessage, type WAVersion } from '@whiskeysockets/baileys';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { loggedInJid, type MakeSocket, type WhatsAppAuth, type WhatsAppTransport } from '../../infra/whatsapp/socket.ts';
import { baileysLogger } from '../../bot/whatsapp/logged-in-number.ts';
import {
  boom,
  likeBaileysSocket,
  loggedInCreds,
  loginSuccess,
  pairingCodeEntered,
  pairSuccess,
  requestPairingCode,
  restartRequired,
} from '../../dev/whatsapp-emulator/login.ts';

// Baileys' network replaced by sockets a test moves by hand, on Baileys' own event buffer, in the
// order Baileys 7.0.0-rc14 emits (dev/whatsapp-emulator/login.ts): a QR, a pairing code, a scan or
// a typed code (pair-success, then the close with 515), a login with saved creds that opens, a
// close with any status code, late events of a replaced socket. A socket opens only on a completed
// login, as a real one does. For a conversation that simply runs, tests use the emulator instead.

export type FakeSocket = {
  ev: ReturnType<typeof makeEventBuffer>;
  auth: Parameters<MakeSocket>[0]['auth'];
  version: WAVersion;
  pairingRequests: string[];
  sent: { jid: string; text: string }[];
  ended: boolean;
};

/** Stores creds of a completed login for `number` in Postgres, as a bot that logged in earlier left them. */
export async function storeLogin(db: Db, number: string): Promise<void> {
  const auth = await usePostgresAuthState(db);
  Object.assign(auth.state.creds, loggedInCreds(number));
  await auth.saveCreds();
}

export function fakeWhatsAppSockets(logger: Logger, options: { pairingCodes?: string[] } = {}) {
  const made: FakeSocket[] = [];
  const codes = [...(options.pairingCodes ?? ['ABCD2345'])];
  let failNext: Error | undefined;
  const makeSocket: MakeSocket = ({ auth, version }) => {
    const ev = makeEventBuffer(baileysLogger(logger));
    const entry: FakeSocket = { ev, auth, version, pairingRequests: [], sent: [], ended: false };
    made.push(entry);
    likeBaileysSocket(ev, auth.creds);
    return {
      ev,
      sendMessage: async (jid: string, content: { text: string }) => {
        const failure = failNext;
        failNext = undefined;
        if (failure) throw failure;
        entry.sent.push({ jid, text: content.text });
      },
      requestPairingCode: async (phone: string) => {
        entry.pairingRequests.push(phone);
        return requestPairingCode(ev, auth.creds, phone, codes.length > 1 ? codes.shift()! : codes[0]!);
      },
      updateMediaMessage: async (message: WAMessage) => message,
      phoneJidOfLid: async () => null,
      end: () => {
        entry.ended = true;
      },
    };
  };
  const scheduled: { delayMs: number; run: () => void }[] = [];
  const schedule = (delayMs: number, run: () => void) => void scheduled.push({ delayMs, run });
  const last = () => made.at(-1)!;
  /** WhatsApp closes the socket with `statusCode` (`data`: the failure's attributes, as Baileys passes them). */
  const close = (statusCode: number, data?: object) =>
    last().ev.emit('connection.update', {
      connection: 'close',
      lastDisconnect: { error: boom(statusCode, 'Connection Failure', data), date: new Date() },
    });
  /** WhatsApp accepts the stored login ('CB:success'); a socket without one never opens. */
  const open = () => {
    const { auth, ev } = last();
    if (!loggedInJid(auth.creds)) throw new Error('a socket without a completed login never opens: scanQr or typePairingCode first');
    loginSuccess(ev, auth.creds);
  };
  const qr = (text: string) => last().ev.emit('connection.update', { qr: text });
  /** The phone of `number` scanned the QR: pair-success, then WhatsApp's close with 515. `registered` stays false. */
  const scanQr = (number: string) => {
    const { auth, ev } = last();
    pairSuccess(ev, auth.creds, number);
    ev.emit('connection.update', { connection: 'close', lastDisconnect: { error: restartRequired(), date: new Date() } });
  };
  /** The phone typed the pairing code: the creds are registered, then the same pair-success and 515. */
  const typePairingCode = (number: string) => {
    const { auth, ev } = last();
    pairingCodeEntered(ev, auth.creds);
    scanQr(number);
  };
  /** The transport startWhatsApp takes: these sockets, the login in Postgres (or the one given). */
  const transport = (auth?: WhatsAppAuth): WhatsAppTransport => ({
    makeSocket,
    download: () => async () => (async function* none() {})(),
    loadAuth: async (db, baileys) => auth ?? usePostgresAuthState(db, { logger: baileys }),
  });
  /** The next send throws `error`, as Baileys' sendMessage does (a Boom 428 when the socket closed under it). */
  const failNextSend = (error: Error) => {
    failNext = error;
  };
  return { made, makeSocket, scheduled, schedule, close, open, qr, scanQr, typePairingCode, last, transport, failNextSend };
}
