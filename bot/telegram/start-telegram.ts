import { run, type RunnerHandle } from '@grammyjs/runner';
import { Worker } from 'bullmq';
import type { Update } from 'grammy/types';
import { errorSummary, throttledWarn } from '../../infra/log-safe.ts';
import { createRedis } from '../../infra/redis.ts';
import { TELEGRAM_UPDATES_QUEUE, telegramWebhookUrl, type TelegramUpdateJob } from '../../infra/telegram-updates.ts';
import { logPollingFailures } from './api-transformers.ts';
import { createBot } from './create-bot.ts';
import type { TelegramBotDeps } from './deps.ts';
import { BOT_COMMANDS } from './texts.ts';

/** The updates the bot handles; Telegram sends no others. */
export const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

export type RunningTelegram = { username: string; stop: () => Promise<void> };

/**
 * Long polling with @grammyjs/runner: updates of different chats run concurrently, those of one
 * chat in order (create-bot.ts sequentializes by chat). A webhook left by an earlier deployment is
 * removed first, or Telegram would refuse getUpdates. stop() ends the poll and waits for the
 * updates in hand.
 */
export async function startTelegramPolling(deps: TelegramBotDeps): Promise<RunningTelegram> {
  const log = deps.logger.child({ component: 'telegram' });
  const bot = createBot(deps);
  bot.api.config.use(logPollingFailures(log));
  await bot.init();
  await bot.api.setMyCommands([...BOT_COMMANDS]);
  await bot.api.deleteWebhook();
  // silent: the runner would print a failed poll's error object, whose cause quotes the token URL.
  const runner: RunnerHandle = run(bot, { runner: { silent: true, fetch: { allowed_updates: ALLOWED_UPDATES } } });
  void runner.task()?.catch((error: unknown) => log.error({ err: errorSummary(error) }, 'telegram polling stopped'));
  log.info({ username: bot.botInfo.username, mode: 'polling' }, 'telegram bot running');
  return {
    username: bot.botInfo.username,
    stop: async () => {
      if (runner.isRunning()) await runner.stop();
    },
  };
}

/** How many updates one bot process handles at once in webhook mode (one chat's still in order). */
const WEBHOOK_CONCURRENCY = 16;

/**
 * Webhook mode: Telegram posts updates to the api's /telegram/webhook with the secret, the api
 * queues them (infra/telegram-updates.ts), and this worker hands each to the bot. setWebhook is
 * repeated on every start, so a changed PUBLIC_URL or secret takes effect; stop() leaves the
 * webhook in place for the next deployment and finishes the updates in hand.
 */
export async function startTelegramWebhook(
  deps: TelegramBotDeps & { config: TelegramBotDeps['config'] & { REDIS_URL: string; PUBLIC_URL?: string }; webhookSecret: string },
): Promise<RunningTelegram> {
  const log = deps.logger.child({ component: 'telegram' });
  const bot = createBot(deps);
  await bot.init();
  await bot.api.setMyCommands([...BOT_COMMANDS]);
  const url = telegramWebhookUrl(deps.config);
  await bot.api.setWebhook(url, { secret_token: deps.webhookSecret, allowed_updates: ALLOWED_UPDATES });

  const connection = createRedis(deps.config.REDIS_URL, { forWorker: true, name: 'bot-telegram-updates' });
  const worker = new Worker<TelegramUpdateJob>(TELEGRAM_UPDATES_QUEUE, (job) => bot.handleUpdate(job.data.update as unknown as Update), {
    connection,
    prefix: deps.config.REDIS_PREFIX,
    concurrency: WEBHOOK_CONCURRENCY,
  });
  const warn = throttledWarn(log);
  worker.on('error', (error) => warn(error, 'telegram update worker connection error'));
  worker.on('failed', (job, error) => log.error({ jobId: job?.id, err: errorSummary(error) }, 'telegram update failed'));
  log.info({ username: bot.botInfo.username, mode: 'webhook', url }, 'telegram bot running');
  return {
    username: bot.botInfo.username,
    stop: async () => {
      await worker.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
