// Container health check for the worker processes (jobs, bot): exit 0 only when the Postgres and
// Redis they depend on both answer. The api has its own /readyz.
import { loadConfig } from '../infra/config.ts';
import { createDb, pingDb } from '../infra/db.ts';
import { redisAnswers } from '../infra/local-redis.ts';

const config = loadConfig();
const db = createDb(config.DATABASE_URL ?? '', { poolMax: 1 });
const ok = await Promise.all([
  pingDb(db).then(
    () => true,
    () => false,
  ),
  redisAnswers(config.REDIS_URL, 2000),
]);
await db.destroy();
process.exit(ok.every(Boolean) ? 0 : 1);
