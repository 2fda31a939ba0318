import os from 'node:os';
import pg from 'pg';
import { loadConfig } from '../../infra/config.ts';
import { createDb, SESSION_OPTIONS, type Db } from '../../infra/db.ts';
import { migrateLatest } from '../../migrations/index.ts';
import { seedTutors } from './seed-tutors.ts';
import { startServer, type BenchServer } from './serve-app.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';

// What the HTTP benchmarks stand on: a scratch database on TEST_DATABASE_URL's server (default: the
// local one), migrated and seeded with tutors, and the api serving it from a process of its own.
// Everything is removed at the end, also after a failure or Ctrl-C, so a run leaves nothing behind.

// BENCH_API_PROCESSES api processes (default 1) share the load, as compose's replicas do.
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);

export type SeededApp = {
  db: Db;
  /** A plain pg Pool as large as the app's, for the raw-SQL reference. */
  pool: pg.Pool;
  poolMax: number;
  server: BenchServer;
  /** Another checkout's api on the same database and pool share (a baseline), stopped by the caller. */
  startOtherServer: (root: string) => Promise<BenchServer>;
  /** The first api process, for single requests (probes). */
  baseUrl: string;
  say: (line?: string) => void;
};

const say = (line = '') => process.stdout.write(`${line}\n`);

export async function withSeededApp(tutors: number, use: (app: SeededApp) => Promise<void>): Promise<void> {
  const scratch = await createScratchDatabase('bench');
  const { url } = scratch;
  // The api's own setting (default 10) for the api processes together and the raw-SQL pool alike, so both queue on equal pools.
  const poolMax = loadConfig({ DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX }).DATABASE_POOL_MAX;
  const db = createDb(url, { poolMax });
  // The app's session settings (the text search's threshold), so the raw SQL finds what the app finds.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, options: SESSION_OPTIONS });
  // An idle client closed late (pool.end() does not wait for its socket) meets the forced drop below.
  pool.on('error', () => {});
  let server: BenchServer | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await server?.stop();
      await Promise.allSettled([db.destroy(), pool.end()]);
      await scratch.drop();
    })());
  const interrupted = () => {
    say('Interrupted: stopping the api and dropping the scratch database.');
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    await migrateLatest(db);
    const started = performance.now();
    await seedTutors(pool, tutors);
    say(
      `Seeded ${tutors} tutors in ${((performance.now() - started) / 1000).toFixed(1)} s; ${API_PROCESSES} api process(es), pool ${poolMax} in all, ${os.cpus().length} CPUs.`,
    );
    server = await startServer(url, poolMax, API_PROCESSES);
    const startOtherServer = (root: string) => startServer(url, poolMax, API_PROCESSES, { root });
    await use({ db, pool, poolMax, server, startOtherServer, baseUrl: server.baseUrls[0] as string, say });
    say(`load average at the end: ${os.loadavg()[0]?.toFixed(2)} (other work on this machine slows every side)`);
  } finally {
    process.off('SIGINT', interrupted);
    await cleanUp();
  }
}
