// Production entry of the bot process: inbound Telegram updates and the one WhatsApp socket, in
// one process at a time (decision 028); a second one waits as a hot standby.
import path from 'node:path';
import { loadConfigOrExit } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { createStorageFromConfig } from '../infra/storage.ts';
import { logUnhandledRejections } from '../infra/unhandled-rejections.ts';
import { startBot } from './start-bot.ts';

const SHUTDOWN_DEADLINE_MS = 15_000;

const config = loadConfigOrExit({ requireDatabaseUrl: 'bot/main.ts' });
const logger = createLogger({ level: config.LOG_LEVEL, name: 'bot' });
logUnhandledRejections(logger);
const db = createDb(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX, statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS });
const storage = createStorageFromConfig(config, path.resolve(config.DATA_DIR));
const bot = startBot({ config, logger, db, storage });
// Keeps the process alive while bots run (or wait for their turn).
const keepAlive = setInterval(() => {}, 1 << 30);
let stopping = false;
async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  clearInterval(keepAlive);
  await bot.stop();
  await db.destroy().catch(() => {});
  process.exit(code);
}
// A bot identity other than the settings say (or a token Telegram refuses): refuse to run, and say why.
void bot.fatal.then((error) => {
  process.stderr.write(`The bot process stops: ${error.message}\n`);
  void shutdown(1);
});
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
