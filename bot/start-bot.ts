import type { Config } from '../infra/config.ts';
import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import type { Storage } from '../infra/storage.ts';
import { startWhatsApp } from './whatsapp/start-whatsapp.ts';

export type RunningBot = { stop: () => Promise<void> };

/**
 * The bot process's entry for the all-in-one start and bot/main.ts. Without TELEGRAM_BOT_TOKEN and
 * with WHATSAPP_ENABLED=false (the defaults) both channels stay off, as
 * docs/architecture.md#processes says; the channels themselves arrive with the bots issue
 * (docs/decisions/002-bots-after-foundation.md).
 */
export async function startBot(deps: { config: Config; logger: Logger; db?: Db; storage?: Storage }): Promise<RunningBot> {
  const log = deps.logger.child({ component: 'bot' });
  const wanted = [deps.config.TELEGRAM_BOT_TOKEN ? 'telegram' : null].filter(Boolean);
  if (wanted.length === 0) {
    log.info('Telegram bot off: no TELEGRAM_BOT_TOKEN');
  } else {
    log.warn({ channels: wanted }, 'bot channels are configured but not built yet; they stay off');
  }
  const whatsapp = await startWhatsApp(deps);
  return { stop: async () => await whatsapp?.stop() };
}
