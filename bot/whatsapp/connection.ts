import { DisconnectReason, jidDecode, jidNormalizedUser, type BaileysEventMap } from '@whiskeysockets/baileys';
import { IdentityMismatchError, maskedNumber } from '../../infra/bot-identity.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { PublishedState } from '../../infra/whatsapp/login-status.ts';
import type { BaileysLogger } from '../../infra/whatsapp/postgres-auth-state.ts';
import type { MakeSocket, WhatsAppAuth, WhatsAppSocket } from '../../infra/whatsapp/socket.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';

// The bot process's one WhatsApp socket (docs/architecture.md#whatsapp): the QR or a pairing code
// at login (a new one for every socket, so an expired code is followed by another), the logged-in
// number checked against WHATSAPP_NUMBER, reconnects with backoff unless WhatsApp says the login is
// over, and one `ev.process` dispatcher per socket for its connection, creds and messages.

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
 * asks for an immediate reconnect; 408 also ends a login whose QR or pairing code expired.
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
  /** The QR to scan, as the text Baileys gives (the admin page draws it); never logged. */
  qr?: string;
  pairingCode?: string;
};

export type WhatsAppConnection = {
  isOpen: () => boolean;
  status: () => WhatsAppStatus;
  /** Our own number's jid once logged in (registered): the daily cap counts per sending number. */
  ownJid: () => string | undefined;
  /** Throws WhatsAppNotOpenError while the socket is down, or when it closed mid-send. */
  sendText: (jid: string, text: string) => Promise<void>;
  /** Resolves when the connection ends for good (logged out, replaced, forbidden, stopped). */
  ended: Promise<WhatsAppState>;
  stop: () => Promise<void>;
};

export type WhatsAppConnectionDeps = {
  auth: WhatsAppAuth;
  logger: Logger;
  makeSocket: MakeSocket;
  /** WHATSAPP_PAIRING_NUMBER: log in with a pairing code for this number instead of a QR. */
  pairingNumber?: string;
  /** WHATSAPP_NUMBER: the number the bot must be logged in as; any other ends the connection. */
  expectedNumber?: string;
  /** New messages of any of our sockets ('notify', and 'append' after a reconnect). */
  onMessages?: (upsert: BaileysEventMap['messages.upsert'], socket: WhatsAppSocket) => void;
  /** Called when the socket opens or closes (the send worker pauses while it is closed). */
  onOpenChange?: (open: boolean) => void;
  /** Called with every new status (the bot publishes it for the admin page). */
  onStatus?: (status: WhatsAppStatus) => void;
  /** Our number, once open and logged in (the bot publishes it for /akun). */
  onIdentity?: (number: string) => void;
  /** The login is another number than WHATSAPP_NUMBER: the connection ended and the process must stop. */
  onFatal?: (error: Error) => void;
  /** Tests run reconnects at once. */
  schedule?: (delayMs: number, run: () => void) => void;
};

/** Errors Baileys throws when the socket is gone under a send: nothing went out, try again later. */
const SOCKET_GONE = new Set<number>([
  DisconnectReason.connectionClosed,
  DisconnectReason.connectionLost,
  DisconnectReason.connectionReplaced,
  DisconnectReason.restartRequired,
  DisconnectReason.unavailableService,
]);

export function statusCodeOf(error: unknown): number | undefined {
  const code = (error as { output?: { statusCode?: unknown } } | undefined)?.output?.statusCode;
  return typeof code === 'number' ? code : undefined;
}

/** The digits of a jid's user ('6281…:12@s.whatsapp.net' → '6281…'). */
export const numberOfJid = (jid: string): string | undefined => jidDecode(jid)?.user;

/** The number the stored login belongs to; undefined before a login completed. */
export function loggedInNumber(auth: WhatsAppAuth): string | undefined {
  const { creds } = auth.state;
  return creds.registered && creds.me?.id ? numberOfJid(creds.me.id) : undefined;
}

/** Throws when the login belongs to another number than WHATSAPP_NUMBER. */
export function checkLoggedInNumber(auth: WhatsAppAuth, expected: string | undefined): void {
  const actual = loggedInNumber(auth);
  if (!expected || !actual || actual === expected) return;
  throw new IdentityMismatchError(
    `WhatsApp is logged in as the number ending ${maskedNumber(actual)}, but WHATSAPP_NUMBER ends ${maskedNumber(expected)}. ` +
      'Refusing to start: /akun would tell users to send their link codes to the wrong number. ' +
      'Correct WHATSAPP_NUMBER, or unlink this device on the phone and log in with the right one.',
  );
}

/**
 * Baileys logs jids (phone numbers) at debug level: it gets warnings and errors only, whatever
 * LOG_LEVEL says.
 */
export function baileysLogger(logger: Logger): BaileysLogger {
  const level = logger.levelVal < logger.levels.values.warn! ? 'warn' : logger.level;
  return logger.child({ component: 'baileys' }, { level }) as unknown as BaileysLogger;
}

export function connectWhatsApp(deps: WhatsAppConnectionDeps): WhatsAppConnection {
  const { auth } = deps;
  const log = deps.logger.child({ component: 'connection' });
  let timer: NodeJS.Timeout | undefined;
  const schedule = deps.schedule ?? ((delayMs, run) => void (timer = setTimeout(run, delayMs)));

  let socket: WhatsAppSocket | undefined;
  let status: WhatsAppStatus = { state: 'connecting' };
  let failures = 0;
  let finish!: (state: WhatsAppState) => void;
  const ended = new Promise<WhatsAppState>((resolve) => (finish = resolve));
  const isFinal = () => status.state === 'logged-out' || status.state === 'stopped';

  const setStatus = (next: WhatsAppStatus) => {
    const wasOpen = status.state === 'open';
    status = next;
    if (wasOpen !== (next.state === 'open')) deps.onOpenChange?.(next.state === 'open');
    deps.onStatus?.(next);
  };
  const end = (state: 'logged-out' | 'stopped') => {
    setStatus({ state });
    finish(state);
  };

  async function onClose(error: unknown): Promise<void> {
    const statusCode = statusCodeOf(error);
    const decision = reconnectDecision(statusCode, failures);
    if (decision.action === 'reconnect') {
      failures += 1;
      setStatus({ state: 'closed' });
      log.info({ statusCode, delayMs: decision.delayMs }, 'WhatsApp connection closed; reconnecting');
      schedule(decision.delayMs, () => {
        if (!isFinal()) connect();
      });
    } else if (decision.action === 'logged-out') {
      // The stored keys belong to a session the phone ended: keep none, so a new QR comes next time.
      await auth.clearAll().catch((cause: unknown) => log.error({ err: errorSummary(cause) }, 'could not clear the WhatsApp login'));
      log.error('WhatsApp logged out from the phone; the login was cleared. Restart the bot and link it again (QR or pairing code).');
      end('logged-out');
    } else {
      log.error(
        { reason: decision.reason },
        decision.reason === 'replaced'
          ? 'WhatsApp session taken over by another client; this bot stops'
          : 'WhatsApp refused this number (403); this bot stops',
      );
      end('stopped');
    }
  }

  function onOpen(current: WhatsAppSocket): void {
    try {
      checkLoggedInNumber(auth, deps.expectedNumber);
    } catch (error) {
      log.error({ err: errorSummary(error) }, 'WhatsApp logged in as another number than WHATSAPP_NUMBER; this bot stops');
      end('stopped');
      current.end(undefined);
      deps.onFatal?.(error as Error);
      return;
    }
    failures = 0;
    setStatus({ state: 'open' });
    log.info('WhatsApp connected');
    const number = loggedInNumber(auth);
    if (number) deps.onIdentity?.(number);
  }

  function connect(): void {
    const current = deps.makeSocket({ auth: auth.state, logger: baileysLogger(deps.logger) });
    socket = current;
    setStatus({ state: 'connecting' });
    // Per socket: a code belongs to the socket that asked for it and ends with it (408 once its
    // QR refs run out), so the next socket asks again. A code that could not be had shows the QR.
    let pairing: 'not-asked' | 'asking' | 'shown' | 'failed' = 'not-asked';
    let qrAnnounced = false;

    async function onQr(qr: string): Promise<void> {
      if (deps.pairingNumber && !auth.state.creds.registered && pairing !== 'failed') {
        if (pairing !== 'not-asked') return;
        pairing = 'asking';
        try {
          const pairingCode = await current.requestPairingCode(deps.pairingNumber);
          pairing = 'shown';
          if (current !== socket || isFinal()) return;
          setStatus({ state: 'connecting', pairingCode });
          log.info({ pairingCode }, 'WhatsApp pairing code: on the phone open Linked devices → Link with phone number, and type it');
          return;
        } catch (error) {
          pairing = 'failed';
          log.error({ err: errorSummary(error) }, 'could not request a WhatsApp pairing code; showing the QR instead');
        }
      }
      if (current !== socket || isFinal()) return;
      setStatus({ state: 'connecting', qr });
      // The QR logs in whoever scans it, as this bot: it is shown to admins, never written to a log.
      if (!qrAnnounced)
        log.info('WhatsApp login: scan the QR on the admin page (Bot & Antrean), or set WHATSAPP_PAIRING_NUMBER for a pairing code');
      qrAnnounced = true;
    }

    current.ev.process(async (events) => {
      if (events['creds.update']) {
        auth.saveCreds().catch((error: unknown) => log.error({ err: errorSummary(error) }, 'could not save the WhatsApp login'));
      }
      // Events of a socket we already replaced or stopped change nothing.
      const update = events['connection.update'];
      if (update && current === socket && !isFinal()) {
        if (update.qr) await onQr(update.qr);
        if (update.connection === 'open') onOpen(current);
        else if (update.connection === 'close') await onClose(update.lastDisconnect?.error);
      }
      // A message that reached a socket just before it closed is still a message to answer.
      if (events['messages.upsert'] && !isFinal()) deps.onMessages?.(events['messages.upsert'], current);
    });
  }

  connect();
  return {
    isOpen: () => status.state === 'open',
    status: () => status,
    ownJid: () => (auth.state.creds.registered && auth.state.creds.me?.id ? jidNormalizedUser(auth.state.creds.me.id) : undefined),
    sendText: async (jid, text) => {
      const current = socket;
      if (status.state !== 'open' || !current) throw new WhatsAppNotOpenError();
      try {
        await current.sendMessage(jid, { text });
      } catch (error) {
        const code = statusCodeOf(error);
        if (code !== undefined && SOCKET_GONE.has(code)) throw new WhatsAppNotOpenError();
        throw error;
      }
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
