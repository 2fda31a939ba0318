// Production entry of the bot process: inbound Telegram updates and the one WhatsApp socket.
import { loadConfigOrExit } from '../infra/config.ts';
import { createLogger } from '../infra/logger.ts';
import { startBot } from './start-bot.ts';

const config = loadConfigOrExit();
const logger = createLogger({ level: config.LOG_LEVEL, name: 'bot' });
const bot = await startBot({ config, logger });
// Keeps the process alive while bots run; with both channels off it exits cleanly at once.
const keepAlive = setInterval(() => {}, 1 << 30);
async function shutdown(): Promise<void> {
  clearInterval(keepAlive);
  await bot.stop();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
