import { afterAll } from 'vitest';
import { createBotServices } from '../../bot/bot-services.ts';
import { startTelegram, type TelegramChannelDeps } from '../../bot/telegram/start-telegram.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Storage } from '../../infra/storage.ts';
import type { TelegramEmulator } from '../../dev/telegram-emulator/index.ts';

/**
 * The bot process's Telegram channel alone, on the bot's own services (bot/start-bot.ts), against
 * the emulator; connected once this resolves, stopped when the test file ends. A fatal start (a
 * refused token, another bot than TELEGRAM_BOT_USERNAME) fails the test at once.
 */
export async function startTelegramChannel(options: {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  emulator: TelegramEmulator;
  mode?: TelegramChannelDeps['mode'];
}): Promise<{ username: string; redis: TelegramChannelDeps['redis'] }> {
  const services = createBotServices(options);
  const telegram = startTelegram({
    ...services,
    logger: options.logger.child({ channel: 'telegram' }),
    telegram: { token: options.emulator.token, apiRoot: options.emulator.apiRoot },
    mode: options.mode ?? 'polling',
    onFatal: (error) => {
      throw error;
    },
  });
  afterAll(async () => {
    await telegram.stop();
    await services.close();
  });
  return { username: await telegram.ready, redis: services.redis };
}
