import path from 'node:path';
import { downloadMediaMessage } from '@whiskeysockets/baileys';
import type { Config } from '../../infra/config.ts';
import { createDb, type Db } from '../../infra/db.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import { createRedis } from '../../infra/redis.ts';
import { createStorageFromConfig, type Storage } from '../../infra/storage.ts';
import { createLoginStatusPublisher } from '../../infra/whatsapp/login-status.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import type { NotificationPlans } from '../../services/notifications/plan.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import { baileysLogger, connectWhatsApp, type MakeSocket, type WhatsAppConnection, type WhatsAppSocket } from './connection.ts';
import { createConversation } from './conversation.ts';
import { listenForMessages, type MediaDownload } from './inbound.ts';
import { createWhatsAppSendWorker } from './send-worker.ts';

export type RunningWhatsApp = { connection: WhatsAppConnection; stop: () => Promise<void> };

export type StartWhatsAppDeps = {
  config: Config;
  logger: Logger;
  /** The bot process's pool and storage when it has them; otherwise made from the config. */
  db?: Db;
  storage?: Storage;
  /** Tests: a fake socket, a fake media download, shorter leases, other plans. */
  testing?: {
    makeSocket?: MakeSocket;
    download?: (socket: WhatsAppSocket) => MediaDownload;
    schedule?: (delayMs: number, run: () => void) => void;
    leaseMs?: number;
    plans?: Partial<NotificationPlans>;
  };
};

const baileysDownload =
  (logger: Logger) =>
  (socket: WhatsAppSocket): MediaDownload =>
  async (message) =>
    downloadMediaMessage(message, 'stream', {}, { logger: baileysLogger(logger), reuploadRequest: socket.updateMediaMessage });

/**
 * The WhatsApp channel of the bot process (docs/product.md#chat-whatsapp), on when
 * WHATSAPP_ENABLED: the socket (login from Postgres, QR or pairing code in the log and, through Redis, on the admin
 * page), the keyword
 * conversation on every socket it makes, and the 'whatsapp' send worker, which takes jobs only while
 * the socket is open. Null when the channel is off.
 */
export async function startWhatsApp(deps: StartWhatsAppDeps): Promise<RunningWhatsApp | null> {
  const { config } = deps;
  const logger = deps.logger.child({ channel: 'whatsapp' });
  if (!config.WHATSAPP_ENABLED) {
    logger.info('WhatsApp bot off: WHATSAPP_ENABLED=false');
    return null;
  }
  const stops: (() => Promise<unknown>)[] = [];

  let db = deps.db;
  if (!db) {
    if (!config.DATABASE_URL) {
      logger.error('WhatsApp needs DATABASE_URL (or the database of the all-in-one start); it stays off');
      return null;
    }
    const own = createDb(config.DATABASE_URL, { poolMax: 5 });
    stops.unshift(() => own.destroy());
    db = own;
  }
  const storage = deps.storage ?? createStorageFromConfig(config, path.resolve(config.DATA_DIR));
  const redis = createRedis(config.REDIS_URL, { name: 'ajarin-whatsapp' });
  stops.unshift(() => redis.quit().catch(() => redis.disconnect()));
  const limiter = createRateLimiter({ redis, logger, prefix: `${config.REDIS_PREFIX}:rl` });
  // Stopped after the socket (whose last status is 'stopped') and before Redis: the key goes.
  const loginStatus = createLoginStatusPublisher({ redis, prefix: config.REDIS_PREFIX, logger });
  stops.unshift(() => loginStatus.stop());

  // The worker and the conversation are made before the socket they talk through.
  const live: { connection?: WhatsAppConnection } = {};
  const sendText = (jid: string, text: string) => (live.connection ? live.connection.sendText(jid, text) : Promise.reject(new WhatsAppNotOpenError()));
  const worker = createWhatsAppSendWorker({
    db,
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    logger,
    plans: deps.testing?.plans ?? createNotificationPlans(notificationContextFrom(config)),
    redis,
    dailyCap: config.WHATSAPP_DAILY_CAP,
    leaseMs: deps.testing?.leaseMs,
    socket: { isOpen: () => live.connection?.isOpen() ?? false, ownJid: () => live.connection?.ownJid(), sendText },
  });
  stops.unshift(() => worker.close());

  const download = deps.testing?.download ?? baileysDownload(logger);
  const conversation = createConversation({
    db,
    storage,
    logger,
    limiter,
    config,
    send: sendText,
  });
  const connection = await connectWhatsApp({
    db,
    logger,
    pairingNumber: config.WHATSAPP_PAIRING_NUMBER,
    onSocket: (socket) => listenForMessages(socket.ev, download(socket), conversation),
    onOpenChange: worker.setOpen,
    onStatus: loginStatus.publish,
    makeSocket: deps.testing?.makeSocket,
    schedule: deps.testing?.schedule,
  });
  live.connection = connection;
  // Stopped in reverse order of starting: the socket first, so no send starts on a closing pool.
  stops.unshift(() => connection.stop());

  let stopping: Promise<void> | undefined;
  return {
    connection,
    stop: () => {
      stopping ??= (async () => {
        for (const stop of stops) await stop().catch((error: unknown) => logger.warn({ error: errorSummary(error) }, 'WhatsApp shutdown step failed'));
      })();
      return stopping;
    },
  };
}
