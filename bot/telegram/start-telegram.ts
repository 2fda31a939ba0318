import { run, type RunnerHandle } from '@grammyjs/runner';
import { errorSummary } from '../../infra/log-safe.ts';
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
