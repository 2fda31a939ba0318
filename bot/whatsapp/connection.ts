import { DisconnectReason, jidNormalizedUser, type BaileysEventMap } from '@whiskeysockets/baileys';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { PublishedState } from '../../infra/whatsapp/login-status.ts';
import { loggedInJid, type MakeSocket, type WhatsAppAuth, type WhatsAppSocket } from '../../infra/whatsapp/socket.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import { baileysLogger, checkLoggedInNumber, loggedInNumber } from './logged-in-number.ts';
import { closeDecision, RECONNECT_DELAYS_MS, statusCodeOf, type CloseDecision } from './close-decision.ts';
import { PINNED_WEB_VERSION, versionText, type WebVersionSource } from './web-version.ts';

// The bot process's one WhatsApp socket (docs/architecture.md#whatsapp): the QR or a pairing code
// at login (a new one for every socket, so an expired code is followed by another), the logged-in
// number checked against WHATSAPP_NUMBER, and for every close the answer closeDecision gives
// (decision 037): reconnect with backoff, a new login after a logout, a newer WhatsApp Web version
// or a stop after 405, minutes of waiting after 440 or a temporary ban, a stop when banned. One
// `ev.process` dispatcher per socket for its connection, creds and messages.

export type WhatsAppState = PublishedState;
/** The states the connection never leaves: a restart (with other settings) is needed. */
export type FinalState = 'outdated' | 'banned' | 'stopped';
const FINAL_STATES = new Set<WhatsAppState>(['outdated', 'banned', 'stopped']);

export type WhatsAppStatus = {
  state: WhatsAppState;
  /** The QR to scan, as the text Baileys gives (the admin page draws it); never logged. */
  qr?: string;
  pairingCode?: string;
};

export type WhatsAppConnection = {
  isOpen: () => boolean;
  status: () => WhatsAppStatus;
  /** Our own number's jid once logged in: the daily cap counts per sending number. */
  ownJid: () => string | undefined;
  /** Throws WhatsAppNotOpenError while the socket is down, or when it closed mid-send. */
  sendText: (jid: string, text: string) => Promise<void>;
  /** Resolves when the connection ends for good (outdated, banned, another number, stopped). */
  ended: Promise<FinalState>;
  stop: () => Promise<void>;
};

export type WhatsAppConnectionDeps = {
  auth: WhatsAppAuth;
  /** The login after a logout (401) cleared the old one: fresh creds, so a new QR or code follows. */
  freshAuth: () => Promise<WhatsAppAuth>;
  logger: Logger;
  makeSocket: MakeSocket;
  /** The WhatsApp Web version to announce, and a newer one after a 405 (default: Baileys' pinned one). */
  webVersion?: WebVersionSource;
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
  /** Our number once open and logged in, null once the phone unlinked us (the bot publishes it for /akun). */
  onIdentity?: (number: string | null) => void;
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

export function connectWhatsApp(deps: WhatsAppConnectionDeps): WhatsAppConnection {
  let auth = deps.auth;
  const log = deps.logger.child({ component: 'connection' });
  let timer: NodeJS.Timeout | undefined;
  const schedule = deps.schedule ?? ((delayMs, run) => void (timer = setTimeout(run, delayMs)));
  const version = () => deps.webVersion?.current() ?? PINNED_WEB_VERSION;

  let socket: WhatsAppSocket | undefined;
  let status: WhatsAppStatus = { state: 'connecting' };
  let failures = 0;
  let finish!: (state: FinalState) => void;
  const ended = new Promise<FinalState>((resolve) => (finish = resolve));
  const isFinal = () => FINAL_STATES.has(status.state);

  const setStatus = (next: WhatsAppStatus) => {
    const wasOpen = status.state === 'open';
    status = next;
    if (wasOpen !== (next.state === 'open')) deps.onOpenChange?.(next.state === 'open');
    deps.onStatus?.(next);
  };
  const end = (state: FinalState) => {
    setStatus({ state });
    finish(state);
  };
  const later = (delayMs: number, run: () => void | Promise<void>) =>
    schedule(delayMs, () => {
      if (!isFinal()) void run();
    });
  const backoff = () => RECONNECT_DELAYS_MS[Math.min(failures - 1, RECONNECT_DELAYS_MS.length - 1)]!;

  /** Logged out from the phone: the stored keys belong to a session it ended; a fresh login follows. */
  async function newLogin(): Promise<void> {
    try {
      await auth.clearAll();
      auth = await deps.freshAuth();
    } catch (cause) {
      failures += 1;
      log.error({ err: errorSummary(cause), delayMs: backoff() }, 'could not clear the WhatsApp login; trying again');
      later(backoff(), newLogin);
      return;
    }
    if (isFinal()) return;
    log.warn('WhatsApp logged out from the phone; the login was cleared: scan the new QR on the admin page (or type the new pairing code)');
    connect();
  }

  async function onOutdated(): Promise<void> {
    const refused = versionText(version());
    const newer = await deps.webVersion?.newer().catch(() => undefined);
    if (isFinal()) return;
    if (newer) {
      log.warn({ refused, next: versionText(newer) }, 'WhatsApp refused our WhatsApp Web version (405); trying its current one');
      later(0, connect);
      return;
    }
    log.error(
      { version: refused },
      'WhatsApp Web version outdated: WhatsApp refuses this version (405) and the bot stopped connecting. ' +
        'Set WHATSAPP_WEB_VERSION to the current one (2.3000.<client_revision of https://web.whatsapp.com/sw.js>) or upgrade Baileys, then restart the bot.',
    );
    end('outdated');
  }

  async function onClose(error: unknown): Promise<void> {
    const decision: CloseDecision = closeDecision(error, failures);
    const statusCode = statusCodeOf(error);
    failures += 1;
    switch (decision.action) {
      case 'reconnect':
        setStatus({ state: 'closed' });
        log.info({ statusCode, delayMs: decision.delayMs }, 'WhatsApp connection closed; reconnecting');
        later(decision.delayMs, connect);
        return;
      case 'new-login':
        setStatus({ state: 'logged-out' });
        deps.onIdentity?.(null);
        await newLogin();
        return;
      case 'outdated':
        await onOutdated();
        return;
      case 'hold-off':
        setStatus({ state: decision.state });
        log.error(
          { statusCode, retryInMinutes: Math.round(decision.delayMs / 60_000) },
          decision.state === 'replaced'
            ? 'WhatsApp session taken over by another client using this login (440): waiting before trying again. Run one bot per login.'
            : 'WhatsApp banned this number for a while (402): nothing is sent; trying again later.',
        );
        later(decision.delayMs, connect);
        return;
      case 'stop':
        log.error({ statusCode }, 'WhatsApp refuses this number (banned or its phone is gone); the bot stopped connecting');
        end(decision.state);
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
    const login = auth;
    // A pairing code nobody typed left `me` (the number asked for) without a login. Baileys logs in
    // whenever `me` is set (lib/Socket/socket.js, validateConnection), which WhatsApp refuses:
    // without it the socket registers anew and a new QR or code comes.
    const { creds } = login.state;
    if (creds.me && !loggedInJid(creds)) {
      creds.me = undefined;
      creds.pairingCode = undefined;
    }
    const current = deps.makeSocket({ auth: login.state, logger: baileysLogger(deps.logger), version: version() });
    socket = current;
    setStatus({ state: 'connecting' });
    // Per socket: a code belongs to the socket that asked for it and ends with it (408 once its
    // QR refs run out), so the next socket asks again. A code that could not be had shows the QR.
    let pairing: 'not-asked' | 'asking' | 'shown' | 'failed' = 'not-asked';
    let qrAnnounced = false;

    async function onQr(qr: string): Promise<void> {
      if (deps.pairingNumber && !login.state.creds.registered && pairing !== 'failed') {
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
      // Baileys runs this from an event emitter that awaits nothing: a throw here would be an
      // unhandled rejection, so every failure is caught and logged.
      try {
        if (events['creds.update']) {
          login.saveCreds().catch((error: unknown) => log.error({ err: errorSummary(error) }, 'could not save the WhatsApp login'));
        }
        // Events of a socket we already replaced or stopped change nothing.
        const update = events['connection.update'];
        if (update && current === socket && !isFinal()) {
          if (update.qr) await onQr(update.qr);
          // pair-success: the QR or code is spent; WhatsApp restarts the stream (515) next.
          if (update.isNewLogin) {
            setStatus({ state: 'connecting' });
            log.info('WhatsApp login confirmed on the phone');
          }
          if (update.connection === 'open') onOpen(current);
          else if (update.connection === 'close') await onClose(update.lastDisconnect?.error);
        }
        // A message that reached a socket just before it closed is still a message to answer.
        if (events['messages.upsert'] && !isFinal()) deps.onMessages?.(events['messages.upsert'], current);
      } catch (error) {
        log.error({ err: errorSummary(error) }, 'WhatsApp event handler failed');
      }
    });
  }

  connect();
  return {
    isOpen: () => status.state === 'open',
    status: () => status,
    ownJid: () => {
      const jid = loggedInJid(auth.state.creds);
      return jid ? jidNormalizedUser(jid) : undefined;
    },
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
