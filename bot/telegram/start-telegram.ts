import { run } from '@grammyjs/runner';
import { Worker } from 'bullmq';
import { GrammyError, type Bot } from 'grammy';
import type { Update } from 'grammy/types';
import { BOT_COMMANDS } from '../../core/chat/telegram-texts.ts';
import { IdentityMismatchError, type BotIdentityPublisher } from '../../infra/bot-identity.ts';
import type { Config } from '../../infra/config.ts';
import { errorSummary, throttledWarn } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { createRedis } from '../../infra/redis.ts';
import { TELEGRAM_UPDATES_QUEUE, telegramWebhookSecret, telegramWebhookUrl, type TelegramUpdateJob } from '../../infra/telegram-updates.ts';
import { logPollingFailures } from './api-transformers.ts';
import type { BotContext } from './context.ts';
import { createBot } from './create-bot.ts';
import type { TelegramBotDeps } from './deps.ts';

/** The updates the bot handles; Telegram sends no others. */
export const ALLOWED_UPDATES = ['message', 'callback_query', 'my_chat_member'] as const;

/** How long a start waits before asking Telegram again, by attempt. */
export const START_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type TelegramChannelDeps = TelegramBotDeps & {
  config: TelegramBotDeps['config'] &
    Pick<Config, 'REDIS_URL' | 'TELEGRAM_BOT_USERNAME' | 'PUBLIC_URL' | 'TELEGRAM_WEBHOOK_SECRET' | 'JWT_SECRET'>;
  /** How updates come: long polling, or the api's webhook queue (an https PUBLIC_URL, infra/telegram-updates.ts). */
  mode: 'polling' | 'webhook';
  identities: Pick<BotIdentityPublisher, 'telegram'>;
  /** The settings are wrong (a token Telegram refuses, another bot than TELEGRAM_BOT_USERNAME): the process must stop. */
  onFatal: (error: Error) => void;
};

export type RunningTelegram = {
  /** The bot's username from getMe, once it receives updates; rejects when stopped first or refused. */
  ready: Promise<string>;
  stop: () => Promise<void>;
};

/** The username getMe gave, checked against TELEGRAM_BOT_USERNAME when that is set (usernames ignore case). */
export function checkBotUsername(actual: string, expected: string | undefined): void {
  if (!expected || actual.toLowerCase() === expected.toLowerCase()) return;
  throw new IdentityMismatchError(
    `TELEGRAM_BOT_TOKEN belongs to @${actual}, but TELEGRAM_BOT_USERNAME is ${expected}. ` +
      'Refusing to start: /akun would send users to a bot that is not this one. Correct one of the two.',
  );
}

/** Telegram saying the token is no bot's: no retry will change that. */
const refusesToken = (error: unknown) => error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404);

/**
 * The Telegram channel of the bot process (docs/architecture.md#telegram-bot). It returns at once
 * and connects in the background: while Telegram cannot be reached it asks again after 1, 2, 5,
 * 10, then every 30 s, so an outage at start neither crashes the process nor holds up WhatsApp.
 * Once getMe answered, the username is checked and published for /akun, and updates flow by long
 * polling or, with an https PUBLIC_URL, by the webhook queue.
 */
export function startTelegram(deps: TelegramChannelDeps): RunningTelegram {
  const log = deps.logger;
  const bot = createBot(deps);
  const warn = throttledWarn(log);
  const stopping = new AbortController();
  let stopReceiving: (() => Promise<void>) | undefined;

  const ready = (async () => {
    for (let attempt = 0; ; attempt += 1) {
      if (stopping.signal.aborted) throw new Error('the Telegram channel stopped before it connected');
      try {
        await bot.init();
        checkBotUsername(bot.botInfo.username, deps.config.TELEGRAM_BOT_USERNAME);
        await bot.api.setMyCommands([...BOT_COMMANDS]);
        stopReceiving = deps.mode === 'webhook' ? await receiveByWebhook(bot, deps, log) : await receiveByPolling(bot, log);
        if (stopping.signal.aborted) {
          await stopReceiving();
          throw new Error('the Telegram channel stopped while it connected');
        }
        deps.identities.telegram.set({ username: bot.botInfo.username });
        log.info({ username: bot.botInfo.username, mode: deps.mode }, 'telegram bot running');
        return bot.botInfo.username;
      } catch (error) {
        if (stopping.signal.aborted) throw error;
        if (error instanceof IdentityMismatchError || refusesToken(error)) {
          const fatal =
            error instanceof IdentityMismatchError
              ? error
              : new IdentityMismatchError('Telegram refused TELEGRAM_BOT_TOKEN (no bot has this token). Refusing to start.');
          deps.onFatal(fatal);
          throw fatal;
        }
        const delayMs = START_RETRY_DELAYS_MS[Math.min(attempt, START_RETRY_DELAYS_MS.length - 1)]!;
        warn(error, `telegram unreachable; trying again in ${delayMs / 1000} s`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delayMs);
          stopping.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
        });
      }
    }
  })();
  ready.catch(() => {});

  return {
    ready,
    stop: async () => {
      stopping.abort();
      await ready.catch(() => {});
      deps.identities.telegram.set(null);
      await stopReceiving?.();
    },
  };
}

/**
 * How long the lock's holder waits before polling again after another getUpdates took the poll
 * (409): long enough for that poller, a process that lost the bot lock and woke up, to notice.
 */
export const POLL_CONFLICT_RETRY_MS = 3_000;

const isPollConflict = (error: unknown) => error instanceof GrammyError && error.error_code === 409;

/**
 * Long polling with @grammyjs/runner: updates of different chats run concurrently, those of one
 * chat in order (create-bot.ts sequentializes by chat). A webhook left by an earlier deployment is
 * removed first, or Telegram would refuse getUpdates. The runner stops for good on a 409; this
 * process holds the bot lock, so a 409 is a process that lost it polling once more before it
 * noticed (decision 038): poll again shortly, and that process's own poll gets the 409 instead.
 * stop() ends the poll and waits for the updates in hand.
 */
async function receiveByPolling(bot: Bot<BotContext>, log: Logger): Promise<() => Promise<void>> {
  bot.api.config.use(logPollingFailures(log));
  await bot.api.deleteWebhook();
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let runner: ReturnType<typeof run>;
  const poll = () => {
    // silent: the runner would print a failed poll's error object, whose cause quotes the token URL.
    runner = run(bot, { runner: { silent: true, fetch: { allowed_updates: ALLOWED_UPDATES } } });
    void runner.task()?.catch((error: unknown) => {
      if (stopped) return;
      if (!isPollConflict(error)) return log.error({ err: errorSummary(error) }, 'telegram polling stopped');
      log.warn({ err: errorSummary(error) }, `another getUpdates took the poll; polling again in ${POLL_CONFLICT_RETRY_MS / 1000} s`);
      retry = setTimeout(() => stopped || poll(), POLL_CONFLICT_RETRY_MS);
    });
  };
  poll();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (runner.isRunning()) await runner.stop();
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
async function receiveByWebhook(bot: Bot<BotContext>, deps: TelegramChannelDeps, log: Logger): Promise<() => Promise<void>> {
  const url = telegramWebhookUrl(deps.config);
  await bot.api.setWebhook(url, { secret_token: telegramWebhookSecret(deps.config), allowed_updates: ALLOWED_UPDATES });
  const connection = createRedis(deps.config.REDIS_URL, { forWorker: true, name: 'bot-telegram-updates' });
  const worker = new Worker<TelegramUpdateJob>(TELEGRAM_UPDATES_QUEUE, (job) => bot.handleUpdate(job.data.update as unknown as Update), {
    connection,
    prefix: deps.config.REDIS_PREFIX,
    concurrency: WEBHOOK_CONCURRENCY,
  });
  const warn = throttledWarn(log);
  worker.on('error', (error) => warn(error, 'telegram update worker connection error'));
  worker.on('failed', (job, error) => log.error({ jobId: job?.id, err: errorSummary(error) }, 'telegram update failed'));
  return async () => {
    await worker.close();
    await connection.quit().catch(() => connection.disconnect());
  };
}
