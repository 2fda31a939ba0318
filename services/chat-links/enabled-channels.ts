import type { ChatChannel } from '../../core/chat-links/chat-links.ts';
import type { Config } from '../../infra/config.ts';

/**
 * Whether this deployment runs a chat channel, so /akun offers only codes a bot can receive:
 * Telegram with a bot token, or in development against the built-in emulator; WhatsApp when
 * WHATSAPP_ENABLED.
 */
export function isChatChannelEnabled(config: Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'WHATSAPP_ENABLED' | 'isDev'>, channel: ChatChannel): boolean {
  return channel === 'telegram' ? Boolean(config.TELEGRAM_BOT_TOKEN) || config.isDev : config.WHATSAPP_ENABLED;
}
