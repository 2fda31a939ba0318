import type { Config } from '../../infra/config.ts';
import { createWhatsAppEmulator } from './index.ts';
import type { WhatsAppEmulator } from './types.ts';

/**
 * `npm start` in development without a WhatsApp login (WHATSAPP_ENABLED unset): an emulator in
 * this process stands in for WhatsApp, and WhatsApp is on for the bot, the jobs and the admin page,
 * so the real conversation and send worker run against it (/dev/whatsapp plays the users). Never
 * outside development: production and tests get undefined, and WHATSAPP_ENABLED means the real one.
 */
export function startDevWhatsAppEmulator(config: Config): { emulator: WhatsAppEmulator; config: Config } | undefined {
  if (!config.isDev || config.isProd || config.WHATSAPP_ENABLED) return undefined;
  const emulator = createWhatsAppEmulator({ botNumber: config.WHATSAPP_NUMBER });
  return { emulator, config: { ...config, WHATSAPP_ENABLED: true } };
}
