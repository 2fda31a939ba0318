import type { DevRouters } from '../../api/create-app.ts';
import type { TelegramEmulator } from '../telegram-emulator/index.ts';
import type { WhatsAppEmulator } from '../whatsapp-emulator/index.ts';
import { createDevApiDocsRouter } from './api-docs.routes.ts';
import { createDevMailboxRouter } from './mailbox.routes.ts';
import { createDevSampleStatementRouter } from './sample-statement.routes.ts';
import { createDevTelegramRouter } from './telegram.routes.ts';
import { createDevWhatsAppRouter } from './whatsapp.routes.ts';

/**
 * The /dev pages createApp mounts outside production: the mailbox, the API docs and the sample bank
 * statement always, and the
 * users' side of each chat emulator `npm start` runs (dev/telegram-emulator/dev.ts, dev/whatsapp-emulator/dev.ts).
 */
export function devRouters(emulators: { telegramEmulator?: TelegramEmulator; whatsappEmulator?: WhatsAppEmulator } = {}): DevRouters {
  const { telegramEmulator, whatsappEmulator } = emulators;
  return (deps) => [
    createDevMailboxRouter(deps),
    createDevApiDocsRouter(),
    createDevSampleStatementRouter(deps),
    ...(telegramEmulator ? [createDevTelegramRouter({ telegramEmulator })] : []),
    ...(whatsappEmulator ? [createDevWhatsAppRouter({ whatsappEmulator })] : []),
  ];
}
