import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import { createBotIdentityPublisher } from '../../infra/bot-identity.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';
import type { Storage } from '../../infra/storage.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import type { WhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';
import { emulatedChats } from './telegram-chats.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { redisPrefix } from './database.ts';
import { startTelegramChannel } from './telegram-channel.ts';
import { startWhatsAppChannel } from './whatsapp-channel.ts';

/**
 * The chat bots around an app already running on `db`, `storage` and `redis`: the Bot API
 * emulator and the real Telegram bot polling it, with `whatsapp` also the real WhatsApp channel on
 * that emulator, and the real jobs process sending to both, all on one Redis prefix of their own.
 * The bots' identities are published to the app's Redis too (in production they share one), so
 * /akun hands out link codes for them. Every log line of the bots and the jobs is kept,
 * unredacted, for leak scans.
 */
export async function startChatStack(
  deps: { config: Config; db: Db; storage: Storage; redis: Redis; logger: Logger },
  options: { whatsapp?: WhatsAppEmulator } = {},
) {
  // The app's own token when it has one: the Mini App sign-in checks initData against it.
  const emulator = await startTelegramEmulator({ token: deps.config.TELEGRAM_BOT_TOKEN });
  const prefix = redisPrefix().replace(':', '-');
  const config = {
    ...deps.config,
    REDIS_PREFIX: prefix,
    TELEGRAM_BOT_TOKEN: emulator.token,
    TELEGRAM_API_ROOT: emulator.apiRoot,
    WHATSAPP_ENABLED: Boolean(options.whatsapp),
    WHATSAPP_SEND_INTERVAL_MS: 50,
  };
  const logLines: string[] = [];
  const logger = pino(
    { level: 'trace' },
    new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString('utf8')), done()) }),
  );
  const { username } = await startTelegramChannel({ config, db: deps.db, storage: deps.storage, logger, emulator });
  const seenByApp = createBotIdentityPublisher({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX, logger: deps.logger });
  seenByApp.telegram.set({ username });
  const whatsapp =
    options.whatsapp &&
    (await startWhatsAppChannel({ config, db: deps.db, storage: deps.storage, logger, transport: options.whatsapp.transport }));
  if (options.whatsapp) seenByApp.whatsapp.set({ number: options.whatsapp.botNumber });
  const jobs = await startJobs({ config, db: deps.db, logger });
  afterAll(async () => {
    await whatsapp?.stop();
    await seenByApp.stop();
    await jobs.stop();
    await emulator.stop();
  });

  const { chatUser, nextMessage, startLink } = emulatedChats(emulator, 810_000_000);

  return { emulator, logLines, chatUser, nextMessage, startLink };
}
