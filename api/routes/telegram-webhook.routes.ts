import { timingSafeEqual } from 'node:crypto';
import type Router from '@koa/router';
import { z } from 'zod';
import { AppError, forbidden } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';
import { createTelegramUpdateQueue, telegramWebhookSecret } from '../../infra/telegram-updates.ts';
import { telegramWebhookContract } from '../../core/contracts/telegram-webhook.contract.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

// POST /telegram/webhook, mounted only in webhook mode (an https PUBLIC_URL and a bot token): only
// a caller with the secret Telegram was given in setWebhook may queue an update for the bot
// process. The update is queued whole and answered at once; the bot reads it as a polled one.

const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

export function createTelegramWebhookRouter(deps: {
  config: Pick<Config, 'TELEGRAM_WEBHOOK_SECRET' | 'JWT_SECRET' | 'REDIS_PREFIX'>;
  redis: Redis;
  logger: Logger;
}): Router {
  const secret = Buffer.from(telegramWebhookSecret(deps.config));
  const queue = createTelegramUpdateQueue({ connection: deps.redis, prefix: deps.config.REDIS_PREFIX, logger: deps.logger });
  const router = createRouter();
  bindEndpoint(router, telegramWebhookContract.update, async (ctx) => {
    const given = Buffer.from(ctx.get('x-telegram-bot-api-secret-token'));
    if (given.length !== secret.length || !timingSafeEqual(given, secret)) throw forbidden();
    const update = updateSchema.safeParse(ctx.request.body);
    if (!update.success) throw new AppError('VALIDATION', 'Format data tidak valid.');
    try {
      await queue.add(update.data);
    } catch (error) {
      // Telegram posts the update again later on any answer but 2xx.
      deps.logger.warn({ err: errorSummary(error) }, 'telegram update could not be queued');
      throw new AppError('UNAVAILABLE', 'Layanan sedang tidak tersedia. Silakan coba lagi.');
    }
    ctx.status = 200;
    ctx.body = {};
  });
  return router;
}
