import { createBotServices } from '../../bot/bot-services.ts';
import { startWhatsApp, type RunningWhatsApp, type WhatsAppChannelDeps } from '../../bot/whatsapp/start-whatsapp.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Storage } from '../../infra/storage.ts';
import type { WhatsAppTransport } from '../../infra/whatsapp/socket.ts';

/**
 * The bot process's WhatsApp channel alone, on the bot's own services (bot/start-bot.ts), over
 * `transport` (the emulator, or fake sockets a test moves by hand). `fatal` collects what would stop
 * the process (a login of another number); `stop` ends the channel and its services (safe twice).
 */
export async function startWhatsAppChannel(options: {
  config: Config;
  db: Db;
  storage: Storage;
  logger: Logger;
  transport: WhatsAppTransport;
  testing?: WhatsAppChannelDeps['testing'];
}): Promise<{ whatsapp: RunningWhatsApp; fatal: Error[]; services: ReturnType<typeof createBotServices>; stop: () => Promise<void> }> {
  const services = createBotServices(options);
  const fatal: Error[] = [];
  let whatsapp: RunningWhatsApp;
  try {
    whatsapp = await startWhatsApp({
      ...services,
      logger: options.logger.child({ channel: 'whatsapp' }),
      transport: options.transport,
      onFatal: (error) => void fatal.push(error),
      testing: options.testing,
    });
  } catch (error) {
    await services.close();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= whatsapp.stop().then(() => services.close());
    return stopped;
  };
  return { whatsapp, fatal, services, stop };
}
