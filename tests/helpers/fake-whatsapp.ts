import { makeEventBuffer, type WAMessage } from '@whiskeysockets/baileys';
import type { Logger } from '../../infra/logger.ts';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import type { MakeSocket, WhatsAppAuth, WhatsAppTransport } from '../../infra/whatsapp/socket.ts';
import { baileysLogger } from '../../bot/whatsapp/connection.ts';

// Baileys' network replaced by sockets a test moves by hand, on Baileys' own event buffer: a QR,
// a pairing code, a scan, open, close with a status code, late events of a replaced socket. For
// a conversation that simply runs, tests use the emulator (dev/whatsapp-emulator/) instead.

export type FakeSocket = {
  ev: ReturnType<typeof makeEventBuffer>;
  auth: Parameters<MakeSocket>[0]['auth'];
  pairingRequests: string[];
  sent: { jid: string; text: string }[];
  ended: boolean;
};

export function fakeWhatsAppSockets(logger: Logger, options: { pairingCodes?: string[] } = {}) {
  const made: FakeSocket[] = [];
  const codes = [...(options.pairingCodes ?? ['ABCD2345'])];
  let failNext: Error | undefined;
  const makeSocket: MakeSocket = ({ auth }) => {
    const entry: FakeSocket = { ev: makeEventBuffer(baileysLogger(logger)), auth, pairingRequests: [], sent: [], ended: false };
    made.push(entry);
    return {
      ev: entry.ev,
      sendMessage: async (jid: string, content: { text: string }) => {
        const failure = failNext;
        failNext = undefined;
        if (failure) throw failure;
        entry.sent.push({ jid, text: content.text });
      },
      // As Baileys does: the code and the number go into the creds, which it then says changed.
      requestPairingCode: async (phone: string) => {
        entry.pairingRequests.push(phone);
        const code = codes.length > 1 ? codes.shift()! : codes[0]!;
        auth.creds.pairingCode = code;
        auth.creds.me = { id: `${phone}@s.whatsapp.net`, name: '~' };
        entry.ev.emit('creds.update', { pairingCode: code, me: auth.creds.me });
        return code;
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
  const close = (statusCode: number) =>
    last().ev.emit('connection.update', {
      connection: 'close',
      lastDisconnect: { error: Object.assign(new Error('closed'), { output: { statusCode } }), date: new Date() },
    });
  const open = () => last().ev.emit('connection.update', { connection: 'open' });
  const qr = (text: string) => last().ev.emit('connection.update', { qr: text });
  /** What Baileys does when the phone scans the QR or types the code: fills in the creds and says so. */
  const scanned = (me: string) => {
    const { auth, ev } = last();
    auth.creds.me = { id: me };
    auth.creds.registered = true;
    ev.emit('creds.update', { me: auth.creds.me, registered: true });
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
  return { made, makeSocket, scheduled, schedule, close, open, qr, scanned, last, transport, failNextSend };
}
