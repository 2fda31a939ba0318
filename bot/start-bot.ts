import type { Config } from '../infra/config.ts';
import { databaseUrlOf, type Db } from '../infra/db.ts';
import { errorSummary } from '../infra/log-safe.ts';
import type { Logger } from '../infra/logger.ts';
import { acquireInstanceLock, type LockFence } from '../infra/single-instance.ts';
import type { Storage } from '../infra/storage.ts';
import { isTelegramWebhookMode } from '../infra/telegram-updates.ts';
import type { WhatsAppTransport } from '../infra/whatsapp/socket.ts';
import { createBotServices } from './bot-services.ts';
import { startTelegram } from './telegram/start-telegram.ts';
import { baileysTransport } from './whatsapp/baileys-transport.ts';
import { startWhatsApp, type RunningWhatsApp, type WhatsAppChannelDeps } from './whatsapp/start-whatsapp.ts';
import { startWhatsAppRetrying, type RetryingWhatsApp } from './whatsapp/start-whatsapp-retrying.ts';

export type BotDeps = {
  config: Config;
  logger: Logger;
  db: Db;
  storage: Storage;
  /** What WhatsApp runs on: Baileys by default; the development emulator in `npm start` without a login, tests and the bench. */
  whatsappTransport?: WhatsAppTransport;
  /** The Telegram Bot API is the development emulator of `npm start` (local links work in its buttons). */
  telegramEmulated?: boolean;
  /** Tests: a quicker standby. */
  instanceLock?: { retryMs?: number; heartbeatMs?: number; sessionTimeoutMs?: number };
  /** Tests: WhatsApp reconnects at once, shorter leases, other plans. */
  whatsappTesting?: WhatsAppChannelDeps['testing'];
  /** Told when this process starts waiting for another one, and when it runs the channels. */
  onInstanceState?: (state: 'standby' | 'active') => void;
};

export type RunningBot = {
  /** Resolves once this process holds the instance lock and its channels run. */
  active: Promise<void>;
  /** Resolves with the reason this process must not run (a bot identity other than configured); it stopped its channels. */
  fatal: Promise<Error>;
  /** The WhatsApp channel while it runs (tests drive its connection). */
  whatsapp: () => RunningWhatsApp | undefined;
  stop: () => Promise<void>;
};

type Channels = { stop: () => Promise<void>; whatsapp?: RetryingWhatsApp };

/**
 * The bot process (docs/architecture.md#processes) for bot/main.ts and the all-in-one start.
 * TELEGRAM_BOT_TOKEN turns Telegram on (or the development emulator's), WHATSAPP_ENABLED WhatsApp.
 * One process at a time runs them (decision 028): this one waits as a hot standby until it holds
 * the instance lock, then starts both; if the lock's connection fails it stops them and waits
 * again. It returns at once; `active` says when the channels run.
 */
export function startBot(deps: BotDeps): RunningBot {
  const { config } = deps;
  const log = deps.logger.child({ component: 'bot' });
  const services = createBotServices(deps);
  const stopping = new AbortController();
  let channels: Channels | undefined;
  let markActive!: () => void;
  const active = new Promise<void>((resolve) => (markActive = resolve));
  let reportFatal!: (error: Error) => void;
  const fatal = new Promise<Error>((resolve) => (reportFatal = resolve));
  const onFatal = (error: Error) => {
    log.error({ err: errorSummary(error) }, 'the bot cannot run with these settings');
    reportFatal(error);
  };

  async function startChannels(fence: LockFence): Promise<Channels> {
    const stops: (() => Promise<void>)[] = [];
    const stopAll = async () => {
      for (const stop of stops) await stop().catch((error: unknown) => log.warn({ err: errorSummary(error) }, 'bot stop step failed'));
    };
    if (config.TELEGRAM_BOT_TOKEN) {
      const telegram = startTelegram({
        ...services,
        logger: deps.logger.child({ channel: 'telegram' }),
        config,
        telegram: { token: config.TELEGRAM_BOT_TOKEN, apiRoot: config.TELEGRAM_API_ROOT, emulated: deps.telegramEmulated },
        mode: isTelegramWebhookMode(config) ? 'webhook' : 'polling',
        onFatal,
      });
      stops.unshift(telegram.stop);
    } else {
      log.info('telegram off: no TELEGRAM_BOT_TOKEN');
    }
    let whatsapp: RetryingWhatsApp | undefined;
    if (config.WHATSAPP_ENABLED) {
      const logger = deps.logger.child({ channel: 'whatsapp' });
      // Its failures stay its own: Telegram runs on while a start is retried; only another number is fatal.
      whatsapp = startWhatsAppRetrying({
        start: () =>
          startWhatsApp({
            ...services,
            logger,
            transport: deps.whatsappTransport ?? baileysTransport,
            onFatal,
            fence,
            testing: deps.whatsappTesting,
          }),
        logger,
        onFatal,
      });
      stops.unshift(whatsapp.stop);
      await whatsapp.firstAttempt;
    } else {
      log.info('whatsapp off: WHATSAPP_ENABLED=false');
    }
    return { stop: stopAll, whatsapp };
  }

  const running = (async () => {
    if (!config.TELEGRAM_BOT_TOKEN && !config.WHATSAPP_ENABLED) {
      log.info('both chat channels are off');
      markActive();
      return;
    }
    while (!stopping.signal.aborted) {
      const lock = await acquireInstanceLock({
        databaseUrl: databaseUrlOf(deps.db),
        name: 'bot',
        logger: deps.logger,
        signal: stopping.signal,
        onStandby: () => deps.onInstanceState?.('standby'),
        ...deps.instanceLock,
      });
      if (!lock) return;
      try {
        channels = await startChannels(lock.fence);
      } catch (error) {
        await lock.release();
        onFatal(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      markActive();
      deps.onInstanceState?.('active');
      const ended = await Promise.race([lock.lost.then(() => 'lost' as const), fatal.then(() => 'fatal' as const), once(stopping.signal)]);
      await channels.stop();
      channels = undefined;
      if (ended !== 'lost') {
        await lock.release();
        return;
      }
      log.warn('lost the instance lock; the channels stopped, waiting for the lock again');
    }
  })().catch((error: unknown) => onFatal(error instanceof Error ? error : new Error(String(error))));

  let stopped: Promise<void> | undefined;
  return {
    active,
    fatal,
    whatsapp: () => channels?.whatsapp?.current(),
    stop: () => {
      stopped ??= (async () => {
        stopping.abort();
        await running;
        await services.close();
      })();
      return stopped;
    },
  };
}

const once = (signal: AbortSignal) =>
  new Promise<'stopped'>((resolve) =>
    signal.aborted ? resolve('stopped') : signal.addEventListener('abort', () => resolve('stopped'), { once: true }),
  );
