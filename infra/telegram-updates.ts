import { createHmac } from 'node:crypto';
import { Queue } from 'bullmq';
import { TELEGRAM_WEBHOOK_PATH } from '../core/contracts/telegram-webhook.contract.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { Redis } from './redis.ts';

// Webhook mode of the Telegram bot (docs/architecture.md#telegram-bot): Telegram posts each update
// to the api, which checks the secret and queues the update; the bot process works the queue. The
// api never imports the bot, and an update survives a bot restart. Each update id is queued once
// a day at most: Telegram re-posting an update it thinks was lost (a slow answer) is dropped.

export const TELEGRAM_UPDATES_QUEUE = 'telegram-updates';

type WebhookConfig = Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'PUBLIC_URL' | 'TELEGRAM_WEBHOOK_SECRET' | 'JWT_SECRET'>;

/** Telegram only posts to https: any other PUBLIC_URL (or none) keeps long polling. */
export function isTelegramWebhookMode(config: Pick<WebhookConfig, 'TELEGRAM_BOT_TOKEN' | 'PUBLIC_URL'>): boolean {
  return Boolean(config.TELEGRAM_BOT_TOKEN) && Boolean(config.PUBLIC_URL?.startsWith('https://'));
}

export function telegramWebhookUrl(config: Pick<Config, 'PUBLIC_URL'>): string {
  return `${(config.PUBLIC_URL ?? '').replace(/\/+$/, '')}${TELEGRAM_WEBHOOK_PATH}`;
}

/** The `secret_token` Telegram sends back in X-Telegram-Bot-Api-Secret-Token; api and bot derive the same one. */
export function telegramWebhookSecret(config: Pick<WebhookConfig, 'TELEGRAM_WEBHOOK_SECRET' | 'JWT_SECRET'>): string {
  return config.TELEGRAM_WEBHOOK_SECRET ?? createHmac('sha256', config.JWT_SECRET).update('telegram-webhook-secret').digest('base64url');
}

const DEDUPLICATION_TTL_MS = 24 * 3600 * 1000;

export type TelegramUpdateJob = { update: { update_id: number } & Record<string, unknown> };

/**
 * Queued updates hold what users wrote: kept only until handled, and a failed one for an hour.
 * One attempt: a reply sent twice is worse than a lost update, which the user simply repeats.
 */
export function createTelegramUpdateQueue(options: { connection: Redis; prefix: string; logger?: Logger }) {
  const queue = new Queue<TelegramUpdateJob>(TELEGRAM_UPDATES_QUEUE, {
    connection: options.connection,
    prefix: options.prefix,
    defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: { age: 3600 } },
    skipWaitingForReady: true,
    skipVersionCheck: true,
  });
  queue.on('error', (error) =>
    options.logger?.debug({ error: { name: error.name, message: error.message } }, 'telegram update queue error'),
  );
  return {
    add: async (update: TelegramUpdateJob['update']): Promise<void> => {
      await queue.add('update', { update }, { deduplication: { id: `update-${update.update_id}`, ttl: DEDUPLICATION_TTL_MS } });
    },
    close: () => queue.close(),
  };
}
