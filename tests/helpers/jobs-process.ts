// The jobs process in a child process of a test, so the test can SIGKILL it mid-send. Reads the
// usual environment plus TEST_DELIVERY_TIMINGS and TEST_TELEGRAM_PACING (JSON) and prints 'ready'
// once it works. Started by tests/helpers/spawn-jobs.ts.
import { loadConfig } from '../../infra/config.ts';
import { createDb } from '../../infra/db.ts';
import { createLogger } from '../../infra/logger.ts';
import { startJobs } from '../../jobs/start-jobs.ts';

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required');
const db = createDb(config.DATABASE_URL, { poolMax: 3 });
const jobs = await startJobs({
  config,
  db,
  logger: createLogger({ level: config.LOG_LEVEL }),
  timings: JSON.parse(process.env.TEST_DELIVERY_TIMINGS ?? '{}'),
  telegramPacing: JSON.parse(process.env.TEST_TELEGRAM_PACING ?? '{}'),
});
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => db.destroy())
    .finally(() => process.exit(0));
});
