import type { Config } from '../infra/config.ts';
import type { Db } from '../infra/db.ts';
import { errorSummary } from '../infra/log-safe.ts';
import { createRateLimiter } from '../infra/rate-limit.ts';
import { createRedis } from '../infra/redis.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import { isTelegramWebhookMode, telegramWebhookSecret } from '../infra/telegram-updates.ts';
import { startTelegramPolling, startTelegramWebhook } from './telegram/start-telegram.ts';
import { startWhatsApp } from './whatsapp/start-whatsapp.ts';

export type RunningBot = { stop: () => Promise<void> };

export type BotDeps = { config: Config; logger: Logger; db: Db; storage: Storage };

/**
 * The bot process's entry for the all-in-one start and bot/main.ts (docs/architecture.md#processes).
 * TELEGRAM_BOT_TOKEN turns Telegram on, against TELEGRAM_API_ROOT (Telegram, or the development
 * emulator `npm start` runs when no token is set): long polling, or a webhook served by the api
 * when PUBLIC_URL is https. WHATSAPP_ENABLED turns WhatsApp on (bot/whatsapp/start-whatsapp.ts).
 */
export async function startBot(deps: BotDeps): Promise<RunningBot> {
  const { config } = deps;
  const log = deps.logger.child({ component: 'bot' });
  const stops: (() => Promise<unknown>)[] = [];

  if (config.TELEGRAM_BOT_TOKEN) {
    const redis = createRedis(config.REDIS_URL, { name: 'bot' });
    stops.unshift(() => redis.quit());
    const telegramDeps = {
      ...deps,
      redis,
      limiter: createRateLimiter({ redis, logger: deps.logger, prefix: `${config.REDIS_PREFIX}:rl` }),
      telegram: { token: config.TELEGRAM_BOT_TOKEN, apiRoot: config.TELEGRAM_API_ROOT },
    };
    const telegram = isTelegramWebhookMode(config)
      ? await startTelegramWebhook({ ...telegramDeps, webhookSecret: telegramWebhookSecret(config) })
      : await startTelegramPolling(telegramDeps);
    stops.unshift(telegram.stop);
  } else {
    log.info('telegram off: no TELEGRAM_BOT_TOKEN');
  }
  const whatsapp = await startWhatsApp(deps);
  if (whatsapp) stops.unshift(whatsapp.stop);

  return {
    stop: async () => {
      for (const stop of stops) await stop().catch((error: unknown) => log.warn({ err: errorSummary(error) }, 'bot stop step failed'));
    },
  };
}
