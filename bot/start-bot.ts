import type { Config } from '../infra/config.ts';
import type { Logger } from '../infra/logger.ts';

export type RunningBot = { stop: () => Promise<void> };

/**
 * The bot process's entry for the all-in-one start and bot/main.ts. Without TELEGRAM_BOT_TOKEN and
 * with WHATSAPP_ENABLED=false (the defaults) both channels stay off, as
 * docs/architecture.md#processes says; the channels themselves arrive with the bots issue
 * (docs/decisions/002-bots-after-foundation.md).
 */
export async function startBot(deps: { config: Config; logger: Logger }): Promise<RunningBot> {
  const log = deps.logger.child({ component: 'bot' });
  const wanted = [deps.config.TELEGRAM_BOT_TOKEN ? 'telegram' : null, deps.config.WHATSAPP_ENABLED ? 'whatsapp' : null].filter(Boolean);
  if (wanted.length === 0) {
    log.info('bots off: no TELEGRAM_BOT_TOKEN and WHATSAPP_ENABLED=false');
  } else {
    log.warn({ channels: wanted }, 'bot channels are configured but not built yet; they stay off');
  }
  return { stop: async () => {} };
}
