// Runs one maintenance sweep now, in this process (sweeps are idempotent, so this is safe next to
// the scheduled runs): `npx tsx jobs/run-sweep.ts mark-inactive-tutors-busy`. Only the delivery
// sweep talks to Redis.
import { loadConfigOrExit } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { createQueues } from '../infra/queue.ts';
import { DEFAULT_LEASE_MS } from './create-workers.ts';
import { isSweepName, runSweep, SWEEP_NAMES } from './sweeps.ts';

const name = process.argv[2] ?? '';
if (!isSweepName(name)) {
  process.stderr.write(`Usage: tsx jobs/run-sweep.ts <${SWEEP_NAMES.join('|')}>\n`);
  process.exit(2);
}

const config = loadConfigOrExit({ requireDatabaseUrl: 'jobs/run-sweep.ts' });
const logger = createLogger({ level: config.LOG_LEVEL, name: 'sweep' });
const db = createDb(config.DATABASE_URL);
const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, logger });
try {
  const result = await runSweep(name, { db, logger, queues, leaseMs: DEFAULT_LEASE_MS, config });
  process.stdout.write(`${name}: ${JSON.stringify(result)}\n`);
} finally {
  await queues.close();
  await db.destroy();
}
