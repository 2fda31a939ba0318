// The bot process in a child process of a test (tests/helpers/spawn-bot.ts), so a test can run two
// and SIGKILL one: startBot as bot/main.ts runs it, with WhatsApp on the emulator (no network).
// Reads the usual environment plus TEST_INSTANCE_LOCK (JSON: a quicker standby) and prints
// 'standby' and 'active' as its instance state changes, and 'fatal' when it must not run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBot } from '../../bot/start-bot.ts';
import { loadConfig } from '../../infra/config.ts';
import { createDb } from '../../infra/db.ts';
import { createLogger } from '../../infra/logger.ts';
import { createStorage } from '../../infra/storage.ts';
import { createWhatsAppEmulator } from '../../dev/whatsapp-emulator/index.ts';

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
const db = createDb(config.DATABASE_URL, { poolMax: 3 });
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bot-process-'));
const bot = startBot({
  config,
  logger: createLogger({ level: config.LOG_LEVEL }),
  db,
  storage: createStorage({ driver: 'local', dir: storageDir }),
  whatsappTransport: createWhatsAppEmulator().transport,
  instanceLock: JSON.parse(process.env.TEST_INSTANCE_LOCK ?? '{}'),
  onInstanceState: (state) => process.stdout.write(`${state}\n`),
});
const keepAlive = setInterval(() => {}, 1 << 30);
const stop = (code: number) =>
  void bot
    .stop()
    .then(() => db.destroy())
    .finally(() => {
      clearInterval(keepAlive);
      fs.rmSync(storageDir, { recursive: true, force: true });
      process.exit(code);
    });
void bot.fatal.then((error) => {
  process.stdout.write(`fatal ${error.message}\n`);
  stop(1);
});
process.once('SIGTERM', () => stop(0));
