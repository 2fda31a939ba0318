import {
  Browsers,
  DisconnectReason,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  jidNormalizedUser,
  makeWASocket,
  type AuthenticationState,
  type BaileysEventEmitter,
  type WAMessage,
  type WAVersion,
} from '@whiskeysockets/baileys';
import type { Db } from '../../infra/db.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { PublishedState } from '../../infra/whatsapp/login-status.ts';
import { usePostgresAuthState, type BaileysLogger } from '../../infra/whatsapp/postgres-auth-state.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';

// The bot process's one WhatsApp socket (docs/product.md#chat-whatsapp): login state from Postgres,
// the QR or a pairing code logged at start, and reconnects with backoff unless WhatsApp says the
// login is over (logged out from the phone) or another client took the session over.

/**
 * The WhatsApp Web version we announce. Pinned to the default of Baileys 7.0.0-rc14 instead of
 * fetchLatestBaileysVersion(): that asks GitHub at every start, and the bot must start without
 * internet access beyond WhatsApp itself. Raise it with Baileys.
 */
export const WHATSAPP_WEB_VERSION: WAVersion = [2, 3000, 1043857760];

/** The parts of a Baileys socket the bot uses; tests build one on Baileys' own event buffer. */
export type WhatsAppSocket = {
  ev: BaileysEventEmitter;
  sendMessage: (jid: string, content: { text: string }) => Promise<unknown>;
  requestPairingCode: (phoneNumber: string) => Promise<string>;
  /** Asks the sender's phone to upload a media message again when its link expired. */
  updateMediaMessage: (message: WAMessage) => Promise<WAMessage>;
  end: (error: Error | undefined) => void;
};

export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type ReconnectDecision =
  | { action: 'reconnect'; delayMs: number }
  /** The phone unlinked this device: the stored login is worthless, a new QR is needed. */
  | { action: 'logged-out' }
  | { action: 'stop'; reason: 'replaced' | 'forbidden' };

/**
 * What to do when the socket closed with `statusCode`, after `attempt` failed reconnects in a row.
 * Reconnecting after 'replaced' would fight the other client for the session; 403 is WhatsApp
 * refusing this number (banned), which retrying only makes worse. 515 follows a fresh login and
 * asks for an immediate reconnect.
 */
export function reconnectDecision(statusCode: number | undefined, attempt = 0): ReconnectDecision {
  if (statusCode === DisconnectReason.loggedOut) return { action: 'logged-out' };
  if (statusCode === DisconnectReason.connectionReplaced) return { action: 'stop', reason: 'replaced' };
  if (statusCode === DisconnectReason.forbidden) return { action: 'stop', reason: 'forbidden' };
  if (statusCode === DisconnectReason.restartRequired) return { action: 'reconnect', delayMs: 0 };
  return { action: 'reconnect', delayMs: RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]! };
}

export type WhatsAppState = PublishedState;

export type WhatsAppStatus = {
  state: WhatsAppState;
  /** The QR to scan, as the text Baileys gives (the admin page draws it); also logged. */
  qr?: string;
  pairingCode?: string;
};

export type WhatsAppConnection = {
  isOpen: () => boolean;
  status: () => WhatsAppStatus;
  /** Our own number's jid once logged in: the daily cap counts per sending number. */
  ownJid: () => string | undefined;
  /** Throws WhatsAppNotOpenError while the socket is down; the caller retries later. */
  sendText: (jid: string, text: string) => Promise<void>;
  /** Resolves when the connection ends for good (logged out, replaced, forbidden, stopped). */
  ended: Promise<WhatsAppState>;
  stop: () => Promise<void>;
};

export type MakeSocket = (options: { auth: AuthenticationState; logger: BaileysLogger }) => WhatsAppSocket;

export type WhatsAppConnectionDeps = {
  db: Db;
  logger: Logger;
  /** WHATSAPP_PAIRING_NUMBER: log in with a pairing code for this number instead of a QR. */
  pairingNumber?: string;
  /** Called with every new socket (each reconnect makes one), to listen to its messages. */
  onSocket?: (socket: WhatsAppSocket) => void;
  /** Called when the socket opens or closes (the send worker pauses while it is closed). */
  onOpenChange?: (open: boolean) => void;
  /** Called with every new status (the bot publishes it for the admin page). */
  onStatus?: (status: WhatsAppStatus) => void;
  /** Tests pass a fake socket and run reconnects at once. */
  makeSocket?: MakeSocket;
  schedule?: (delayMs: number, run: () => void) => void;
};

const realSocket: MakeSocket = ({ auth, logger }) =>
  makeWASocket({
    version: WHATSAPP_WEB_VERSION,
    auth,
    logger,
    printQRInTerminal: false,
    browser: Browsers.ubuntu('Chrome'),
    // A notification bot needs neither old chats nor to look online (the phone keeps its alerts).
    // Baileys' default history sync stays: it brings the phone-number ↔ LID mappings.
    syncFullHistory: false,
    markOnlineOnConnect: false,
    // Groups, broadcasts and channels are never ours to answer: not even decrypted.
    shouldIgnoreJid: (jid) => Boolean(isJidGroup(jid) || isJidBroadcast(jid) || isJidNewsletter(jid)),
  });

function statusCodeOf(error: unknown): number | undefined {
  const code = (error as { output?: { statusCode?: unknown } } | undefined)?.output?.statusCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Baileys logs jids (phone numbers) at debug level: it gets warnings and errors only, whatever
 * LOG_LEVEL says.
 */
export function baileysLogger(logger: Logger): BaileysLogger {
  const level = logger.levelVal < logger.levels.values.warn! ? 'warn' : logger.level;
  return logger.child({ component: 'baileys' }, { level }) as unknown as BaileysLogger;
}

export async function connectWhatsApp(deps: WhatsAppConnectionDeps): Promise<WhatsAppConnection> {
  const log = deps.logger.child({ component: 'whatsapp' });
  const makeSocket = deps.makeSocket ?? realSocket;
  const schedule = deps.schedule ?? ((delayMs, run) => void (timer = setTimeout(run, delayMs)));
  const auth = await usePostgresAuthState(deps.db, { logger: baileysLogger(deps.logger) });

  let timer: NodeJS.Timeout | undefined;
  let socket: WhatsAppSocket | undefined;
  let status: WhatsAppStatus = { state: 'connecting' };
  let failures = 0;
  let pairingRequested = false;
  let finish!: (state: WhatsAppState) => void;
  const ended = new Promise<WhatsAppState>((resolve) => (finish = resolve));
  const isFinal = () => status.state === 'logged-out' || status.state === 'stopped';

  const setOpen = (open: boolean) => {
    const was = status.state === 'open';
    if (was !== open) deps.onOpenChange?.(open);
  };
  const setStatus = (next: WhatsAppStatus) => {
    status = next;
    deps.onStatus?.(next);
  };

  const end = (state: 'logged-out' | 'stopped') => {
    setOpen(false);
    setStatus({ state });
    finish(state);
  };

  async function onClose(error: unknown): Promise<void> {
    const decision = reconnectDecision(statusCodeOf(error), failures);
    setOpen(false);
    if (decision.action === 'reconnect') {
      failures += 1;
      setStatus({ state: 'closed' });
      log.info({ statusCode: statusCodeOf(error), delayMs: decision.delayMs }, 'WhatsApp connection closed; reconnecting');
      schedule(decision.delayMs, () => {
        if (!isFinal()) connect();
      });
    } else if (decision.action === 'logged-out') {
      // The stored keys belong to a session the phone ended: keep none, so a new QR comes next time.
      await auth.clearAll().catch((cause: unknown) => log.error({ error: errorSummary(cause) }, 'could not clear the WhatsApp login'));
      log.error('WhatsApp logged out from the phone; the login was cleared. Restart the bot and link it again (QR or pairing code).');
      end('logged-out');
    } else {
      log.error(
        { reason: decision.reason },
        decision.reason === 'replaced' ? 'WhatsApp session taken over by another client; this bot stops' : 'WhatsApp refused this number (403); this bot stops',
      );
      end('stopped');
    }
  }

  async function onQr(current: WhatsAppSocket, qr: string): Promise<void> {
    if (deps.pairingNumber && !auth.state.creds.registered) {
      if (pairingRequested) return;
      pairingRequested = true;
      try {
        const pairingCode = await current.requestPairingCode(deps.pairingNumber);
        setStatus({ state: 'connecting', pairingCode });
        log.info({ pairingCode }, 'WhatsApp pairing code: on the phone open Linked devices → Link with phone number, and type it');
      } catch (error) {
        pairingRequested = false;
        log.error({ error: errorSummary(error) }, 'could not request a WhatsApp pairing code');
      }
      return;
    }
    setStatus({ state: 'connecting', qr });
    // The QR as text: the admin page draws it, and so does any QR renderer.
    log.info({ qr }, 'WhatsApp login: scan this QR with the phone (Linked devices → Link a device)');
  }

  function connect(): void {
    const current = makeSocket({ auth: auth.state, logger: baileysLogger(deps.logger) });
    socket = current;
    setStatus({ state: 'connecting' });
    current.ev.on('creds.update', () => {
      auth.saveCreds().catch((error: unknown) => log.error({ error: errorSummary(error) }, 'could not save the WhatsApp login'));
    });
    current.ev.on('connection.update', (update) => {
      // Events of a socket we already replaced or stopped change nothing.
      if (current !== socket || isFinal()) return;
      if (update.qr) void onQr(current, update.qr);
      if (update.connection === 'open') {
        failures = 0;
        setOpen(true);
        setStatus({ state: 'open' });
        log.info('WhatsApp connected');
      } else if (update.connection === 'close') {
        void onClose(update.lastDisconnect?.error);
      }
    });
    deps.onSocket?.(current);
  }

  connect();
  return {
    isOpen: () => status.state === 'open',
    status: () => status,
    ownJid: () => (auth.state.creds.me?.id ? jidNormalizedUser(auth.state.creds.me.id) : undefined),
    sendText: async (jid, text) => {
      if (status.state !== 'open' || !socket) throw new WhatsAppNotOpenError();
      await socket.sendMessage(jid, { text });
    },
    ended,
    stop: async () => {
      if (isFinal()) return;
      clearTimeout(timer);
      const current = socket;
      end('stopped');
      current?.end(undefined);
    },
  };
}
