import { randomBytes } from 'node:crypto';
import { initAuthCreds, makeEventBuffer, type AuthenticationState, type SignalKeyStore, type WAMessage } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { waitForMatch } from '../wait-for-match.ts';
import { usePostgresAuthState } from '../../infra/whatsapp/postgres-auth-state.ts';
import { loggedInJid, type MakeSocket, type WhatsAppAuth, type WhatsAppEvents } from '../../infra/whatsapp/socket.ts';
import { WhatsAppChats } from './chats.ts';
import {
  boom,
  likeBaileysSocket,
  loginSuccess,
  newPairingCode,
  pairingCodeEntered,
  pairSuccess,
  requestPairingCode,
  restartRequired,
} from './login.ts';
import type { EmulatedWhatsAppUser, SenderAddress, WhatsAppBotMessage, WhatsAppEmulator, WhatsAppEmulatorOptions } from './types.ts';

export type * from './types.ts';

// WhatsApp as the bot meets it, in memory (docs/architecture.md#whatsapp-emulator): sockets on
// Baileys' own event buffer that log in as Baileys does (dev/whatsapp-emulator/login.ts: a QR or a
// pairing code, pair-success, the close with 515, then a login with the saved creds that opens),
// messages from users addressed by number or LID, the messages WhatsApp holds while no socket is
// open delivered as 'append' when one opens, and sockets that close (or fail a send with Baileys'
// Boom errors) when asked. `npm start` runs one in development without a WhatsApp login, with
// /dev/whatsapp as its users' side; tests and the fan-out bench drive the same one.

export const EMULATOR_BOT_NUMBER = '6281100000000';
const DEFAULT_WAIT_MS = 10_000;
const CHUNK_BYTES = 64 * 1024;

type Live = {
  ev: WhatsAppEvents;
  auth: AuthenticationState;
  open: boolean;
  ended: boolean;
  /** The QR this socket showed, or the pairing code the bot asked it for: a login waits on it. */
  login?: { qr: string; pairingCode?: string };
};

/** A login that lives as long as the emulator: nothing of it reaches a database. */
function memoryAuth(): WhatsAppAuth {
  const keys: SignalKeyStore = { get: async () => ({}), set: async () => {} };
  return { state: { creds: initAuthCreds(), keys }, saveCreds: async () => {}, clearAll: async () => {} };
}

function keyOf(user: EmulatedWhatsAppUser, as: SenderAddress, id: string): WAMessage['key'] {
  const phoneJid = `${user.number}@s.whatsapp.net`;
  if (as === 'number') return { remoteJid: phoneJid, fromMe: false, id };
  if (!user.lid) throw new Error(`user ${user.name} has no LID to write from`);
  return { remoteJid: `${user.lid}@lid`, fromMe: false, id, ...(as === 'lid' ? { remoteJidAlt: phoneJid } : {}) };
}

export function createWhatsAppEmulator(options: WhatsAppEmulatorOptions = {}): WhatsAppEmulator {
  const botNumber = options.botNumber ?? EMULATOR_BOT_NUMBER;
  const chats = new WhatsAppChats();
  const quiet = pino({ level: 'silent' });
  const offline: WAMessage[] = [];
  let current: Live | undefined;
  let held = false;
  let failNext: number | undefined;
  let stopped = false;
  // WhatsApp's ids are random: a restarted emulator must not reuse one the bot remembers as answered.
  const newId = (kind: string) => `${kind}${randomBytes(8).toString('hex').toUpperCase()}`;

  /**
   * A new socket: stored creds log in and open; without them WhatsApp shows a QR, and unless the
   * login is left to the test, the phone scans it (or types the pairing code the bot asked for).
   */
  function advance(live: Live): void {
    if (held || stopped || live !== current || live.open || live.ended) return;
    if (!loggedInJid(live.auth.creds)) {
      live.login ??= { qr: `2@EMULATOR${randomBytes(6).toString('hex')},emulator` };
      live.ev.emit('connection.update', { qr: live.login.qr });
      if (options.login !== 'manual')
        setImmediate(() => {
          if (!stopped && live === current && !live.ended) phoneLogsIn(live, live.login?.pairingCode);
        });
      return;
    }
    live.open = true;
    loginSuccess(live.ev, live.auth.creds);
    if (offline.length === 0) return;
    const messages = offline.splice(0);
    live.ev.emit('messages.upsert', { type: 'append', messages });
    for (const message of messages) chats.delivered(chats.chatOf(message.key.remoteJid!), message.key.id!);
  }

  /** The phone confirms the login: the typed code (registered first), then pair-success and the restart. */
  function phoneLogsIn(live: Live, pairingCode: string | undefined): void {
    if (live !== current || live.ended || !live.login) throw new Error('no WhatsApp socket is waiting for a login');
    if (pairingCode !== live.login.pairingCode) throw new Error(`the bot showed no pairing code ${pairingCode ?? '(QR only)'}`);
    if (pairingCode) pairingCodeEntered(live.ev, live.auth.creds);
    pairSuccess(live.ev, live.auth.creds, botNumber);
    close(live, restartRequired());
  }

  function close(live: Live, error: Error | undefined): void {
    if (live.ended) return;
    live.ended = true;
    live.open = false;
    live.ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
  }

  const makeSocket: MakeSocket = ({ auth }) => {
    const live: Live = { ev: makeEventBuffer(quiet), auth, open: false, ended: false };
    current = live;
    likeBaileysSocket(live.ev, auth.creds);
    setImmediate(() => advance(live));
    return {
      ev: live.ev,
      sendMessage: async (jid, content) => {
        if (failNext !== undefined) {
          const statusCode = failNext;
          failNext = undefined;
          const error = boom(statusCode, statusCode === 428 ? 'Connection Closed' : 'Send failed');
          if (statusCode === 428) close(live, error);
          throw error;
        }
        if (!live.open) throw boom(428, 'Connection Closed');
        const message: WhatsAppBotMessage = { id: newId('BOT'), chatId: chats.chatOf(jid), jid, text: content.text, sentAt: Date.now() };
        chats.addBotMessage(message);
        return { key: { id: message.id, remoteJid: jid, fromMe: true } };
      },
      requestPairingCode: async (phoneNumber) => {
        if (!live.login || live.ended) throw boom(428, 'Connection Closed');
        live.login.pairingCode = newPairingCode();
        return requestPairingCode(live.ev, auth.creds, phoneNumber, live.login.pairingCode);
      },
      updateMediaMessage: async (message) => message,
      // Baileys answers from the number ↔ LID pairs WhatsApp told it; the emulator knows its users'.
      phoneJidOfLid: async (lidJid) => {
        const user = chats.userOfLid(lidJid.split('@')[0]?.split(':')[0] ?? '');
        return user ? `${user.number}@s.whatsapp.net` : null;
      },
      end: (error) => close(live, error),
    };
  };

  function deliver(
    user: EmulatedWhatsAppUser,
    content: WAMessage['message'],
    as: SenderAddress,
    entry: { text: string; file?: { id: string; mime: string; fileName?: string; kind: 'image' | 'document' } },
  ): string {
    chats.rememberUser(user);
    const id = entry.file?.id ?? newId('USER');
    const message: WAMessage = {
      key: keyOf(user, as, id),
      message: content,
      messageTimestamp: Math.floor(Date.now() / 1000),
      pushName: user.name,
    };
    const live = current?.open ? current : undefined;
    chats.addUserMessage({
      from: 'user',
      id,
      chatId: user.number,
      text: entry.text,
      sentAt: Date.now(),
      ...(entry.file ? { file: entry.file } : {}),
      held: !live,
    });
    if (live) live.ev.emit('messages.upsert', { type: 'notify', messages: [message] });
    else offline.push(message);
    return id;
  }

  return {
    botNumber,
    transport: {
      makeSocket,
      download: () => async (message) => {
        const bytes = chats.file(message.key.id ?? '')?.bytes ?? Buffer.alloc(0);
        return (async function* chunks() {
          for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
        })();
      },
      loadAuth: async (db, logger) => (options.auth === 'postgres' ? usePostgresAuthState(db, { logger }) : memoryAuth()),
    },

    sendText: async (user, text, sendOptions = {}) => deliver(user, { conversation: text }, sendOptions.as ?? 'number', { text }),

    sendFile: async (user, file, sendOptions = {}) => {
      const id = newId('FILE');
      chats.addFile(id, { bytes: file.bytes, mime: file.mime, ...(file.fileName ? { fileName: file.fileName } : {}) });
      const media = { caption: file.caption ?? '', mimetype: file.mime, fileLength: file.declaredBytes ?? file.bytes.length };
      const content: WAMessage['message'] =
        file.as === 'image' ? { imageMessage: media } : { documentMessage: { ...media, fileName: file.fileName ?? 'berkas' } };
      return deliver(user, content, sendOptions.as ?? 'number', {
        text: file.caption ?? '',
        file: { id, mime: file.mime, kind: file.as, ...(file.fileName ? { fileName: file.fileName } : {}) },
      });
    },

    deliverRaw: (messages, type) => {
      if (!current?.open) throw new Error('no open WhatsApp socket to deliver to');
      current.ev.emit('messages.upsert', { type, messages });
    },

    sent: () => chats.sent(),
    messagesTo: (chatId) => chats.messagesTo(chatId),
    waitForMessage: (chatId, predicate, timeoutMs = DEFAULT_WAIT_MS) =>
      waitForMatch({
        find: () => chats.messagesTo(chatId).find(predicate),
        onChange: (listener) => chats.onChange((changed) => (changed === chatId ? listener() : undefined)),
        timeoutMs,
        describe: () =>
          `no matching bot message in WhatsApp chat …${chatId.slice(-4)} within ${timeoutMs} ms; messages: ${JSON.stringify(chats.messagesTo(chatId).map((m) => m.text))}`,
      }),
    transcript: (chatId) => chats.transcript(chatId),
    chats: () => chats.chats(),
    file: (id) => chats.file(id),
    version: () => chats.version,
    onChange: (listener) => chats.onChange(() => listener()),

    isOpen: () => Boolean(current?.open),
    drop: (statusCode) => {
      if (current) close(current, boom(statusCode, 'Connection Closed'));
    },
    holdConnections: (hold) => {
      held = hold;
      const live = current;
      if (!hold && live) setImmediate(() => advance(live));
    },
    scanQr: () => {
      if (current) phoneLogsIn(current, undefined);
    },
    enterPairingCode: (code) => {
      if (current) phoneLogsIn(current, code);
    },
    failNextSend: (statusCode) => {
      failNext = statusCode;
    },
    /** Nothing opens or arrives any more; the bot's own stop ends its socket. */
    stop: () => {
      stopped = true;
    },
  };
}
