import { Queue } from 'bullmq';
import { errorSummary } from '../../infra/log-safe.ts';
import type { BotServices } from '../bot-services.ts';
import { createDailyCap } from '../../infra/whatsapp/daily-cap.ts';
import { createLoginStatusPublisher } from '../../infra/whatsapp/login-status.ts';
import { createReplyGuard } from '../../infra/whatsapp/reply-guard.ts';
import { createSeenMessages } from '../../infra/whatsapp/seen-messages.ts';
import { createSendPacer } from '../../infra/whatsapp/send-pacer.ts';
import type { LockFence } from '../../infra/single-instance.ts';
import type { WhatsAppTransport } from '../../infra/whatsapp/socket.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import type { NotificationPlans } from '../../services/notifications/plan.ts';
import { dropForeignJobs } from '../../services/notifications/foreign-jobs.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createWhatsAppSendGate } from '../../services/notifications/whatsapp-send-gate.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import { connectWhatsApp, type WhatsAppConnection } from './connection.ts';
import { baileysLogger, checkLoggedInNumber } from './logged-in-number.ts';
import { createConversation } from './create-conversation.ts';
import { createInbound } from './inbound.ts';
import { createWhatsAppSendWorker } from './send-worker.ts';
import { webVersionSource } from './web-version.ts';

export type RunningWhatsApp = { connection: WhatsAppConnection; stop: () => Promise<void> };

export type WhatsAppChannelDeps = BotServices & {
  /** Baileys and Postgres, or the development emulator. */
  transport: WhatsAppTransport;
  /** The login is another number than WHATSAPP_NUMBER: the process must stop. */
  onFatal: (error: Error) => void;
  /** The bot's instance lock holding: login writes commit only while it is the newest (decision 038). */
  fence?: LockFence;
  /** Tests: reconnects at once, shorter leases, other plans. */
  testing?: { schedule?: (delayMs: number, run: () => void) => void; leaseMs?: number; plans?: Partial<NotificationPlans> };
};

/**
 * The WhatsApp channel of the bot process (docs/architecture.md#whatsapp): the socket (login,
 * QR or pairing code published for the admin page, the number checked against WHATSAPP_NUMBER and
 * published for /akun), the conversation on every socket it makes, and the 'whatsapp' send worker,
 * which takes jobs only while the socket is open. Every message out passes the one send gate.
 * Throws IdentityMismatchError, before connecting, when the stored login is another number.
 */
export async function startWhatsApp(deps: WhatsAppChannelDeps): Promise<RunningWhatsApp> {
  // Stopped in reverse order of starting: the socket first, so no send starts on a closing pool.
  const stops: (() => Promise<unknown>)[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const step of stops)
        await step().catch((error: unknown) => deps.logger.warn({ err: errorSummary(error) }, 'WhatsApp shutdown step failed'));
    })();
    return stopping;
  };
  try {
    return { connection: await wireWhatsApp(deps, stops), stop };
  } catch (error) {
    // A start that failed halfway (Postgres or Redis away) leaves no worker or heartbeat behind: start-bot tries again.
    await stop();
    throw error;
  }
}

async function wireWhatsApp(deps: WhatsAppChannelDeps, stops: (() => Promise<unknown>)[]): Promise<WhatsAppConnection> {
  const { config, db, redis } = deps;
  const logger = deps.logger;
  const prefix = config.REDIS_PREFIX;
  const loadAuth = () => deps.transport.loadAuth(db, baileysLogger(logger), { key: config.WHATSAPP_AUTH_KEY, fence: deps.fence });
  const auth = await loadAuth();
  checkLoggedInNumber(auth, config.WHATSAPP_NUMBER);
  const webVersion = await webVersionSource({ configured: config.WHATSAPP_WEB_VERSION, isProd: config.isProd, logger });

  // Stopped after the socket (whose last status is 'stopped'): the key goes.
  const loginStatus = createLoginStatusPublisher({ redis, prefix, logger });
  stops.unshift(() => loginStatus.stop());

  // The gate, the worker and the conversation are made before the socket they talk through.
  const live: { connection?: WhatsAppConnection } = {};
  const socket = {
    isOpen: () => live.connection?.isOpen() ?? false,
    ownJid: () => live.connection?.ownJid(),
    sendText: (jid: string, text: string) =>
      live.connection ? live.connection.sendText(jid, text) : Promise.reject(new WhatsAppNotOpenError()),
  };
  const gate = createWhatsAppSendGate({
    socket,
    cap: createDailyCap({ redis, prefix, cap: config.WHATSAPP_DAILY_CAP }),
    pacer: createSendPacer({ intervalMs: config.WHATSAPP_SEND_INTERVAL_MS }),
    logger,
  });
  // Before the worker takes one: sends another database left in this Redis go, with one line.
  const queue = new Queue('whatsapp', { connection: redis, prefix, skipVersionCheck: true });
  await dropForeignJobs({ db, logger }, [queue]);
  await queue.close();
  const worker = createWhatsAppSendWorker({
    db,
    redisUrl: config.REDIS_URL,
    prefix,
    logger,
    plans: deps.testing?.plans ?? createNotificationPlans(notificationContextFrom(config)),
    gate,
    isOpen: socket.isOpen,
    leaseMs: deps.testing?.leaseMs,
  });
  stops.unshift(() => worker.close());

  const conversation = createConversation({ ...deps, replyGuard: createReplyGuard({ redis, prefix, logger }), reply: gate.reply });
  const inbound = createInbound({
    download: (current) => deps.transport.download(current, baileysLogger(logger)),
    seen: createSeenMessages({ redis, prefix, logger }),
    handle: conversation,
    logger,
  });
  const connection = connectWhatsApp({
    auth,
    freshAuth: loadAuth,
    logger,
    makeSocket: deps.transport.makeSocket,
    webVersion,
    pairingNumber: config.WHATSAPP_PAIRING_NUMBER,
    expectedNumber: config.WHATSAPP_NUMBER,
    onMessages: inbound,
    onOpenChange: (open) => {
      worker.setOpen(open);
      if (open) void conversation.resendHeld();
    },
    onStatus: loginStatus.publish,
    onIdentity: (number) => deps.identities.whatsapp.set(number ? { number } : null),
    onFatal: deps.onFatal,
    schedule: deps.testing?.schedule,
  });
  live.connection = connection;
  // Outdated, banned or stopped: /akun stops offering a number nobody answers.
  void connection.ended.then(() => deps.identities.whatsapp.set(null));
  stops.unshift(() => connection.stop());
  return connection;
}
