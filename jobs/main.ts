// Production entry of the jobs process (docker compose can run several): outbox relay, queue
// workers. Migrations are applied elsewhere (the `migrate` service or `npm start`).
import { loadConfigOrExit } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { startJobs } from './start-jobs.ts';

const SHUTDOWN_DEADLINE_MS = 15_000;

const config = loadConfigOrExit({ requireDatabaseUrl: 'jobs/main.ts' });

const logger = createLogger({ level: config.LOG_LEVEL, name: 'jobs' });
const db = createDb(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
const jobs = await startJobs({ config, db, logger });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // startJobs keeps its own 10 s deadline; this one also covers closing the pool.
  setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
  await jobs.stop();
  await db.destroy().catch(() => {});
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
