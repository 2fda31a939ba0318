import type { Config } from '../../infra/config.ts';
import { startTelegramEmulator } from './index.ts';
import type { TelegramEmulator } from './types.ts';

/**
 * `npm start` in development without TELEGRAM_BOT_TOKEN: an emulator in this process, and the
 * Telegram settings the bot, the send worker and the account page then use, so the whole product
 * runs against it as against Telegram (/dev/telegram plays the users). Never outside development:
 * production and tests get undefined, and a real token always wins.
 */
export async function startDevTelegramEmulator(config: Config): Promise<{ emulator: TelegramEmulator; config: Config } | undefined> {
  if (!config.isDev || config.isProd || config.TELEGRAM_BOT_TOKEN) return undefined;
  const emulator = await startTelegramEmulator({ botUsername: config.TELEGRAM_BOT_USERNAME });
  return {
    emulator,
    config: {
      ...config,
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
      TELEGRAM_BOT_USERNAME: emulator.botUsername,
    },
  };
}
