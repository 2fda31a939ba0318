import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createRedis } from '../../infra/redis.ts';
import { spawnApi, type ApiProcess } from '../lib/api-process.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../../dev/production-settings.ts';

export type BenchServer = {
  /** One per api process; autocannon spreads its connections over them in turn, as the proxy does. */
  baseUrls: string[];
  /** The secret the api signs and checks access tokens with: the bench signs its users' tokens too. */
  jwtSecret: string;
  /**
   * Resolves once the api holds no busy database connection. autocannon stops by dropping its
   * connections, but the api still finishes what they had sent: without this, one phase's leftovers
   * would queue ahead of the next phase's first requests.
   */
  settle: () => Promise<void>;
  /** The api processes' CPU time so far (user + system), in µs. */
  cpuMicros: () => number;
  stop: () => Promise<void>;
};

// Its connections' name in pg_stat_activity (pg reads PGAPPNAME): how settle() tells them apart.
const APP_NAME = 'ajarin-bench-api';
const STOP_GRACE_MS = 12_000;
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time of a process so far in µs: /proc/<pid>/stat fields 14 and 15, after the command name. */
function cpuMicrosOf(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

/**
 * `processes` copies of the production entry (api/main.ts, as the Dockerfile runs it; compose runs
 * replicas of it behind a proxy) as child processes on spare ports, each with its share of the
 * `poolMax` database connections, so that they hold as many as the raw-SQL pool. They run apart
 * from the load generator in this process, on event loops of their own. They share a JWT secret,
 * local file storage in a temporary folder and a Redis prefix, whose keys (rate-limit counters,
 * queues) are deleted on stop. The children are killed when this process exits, whatever the reason.
 * `root`: another checkout's api (a baseline to compare with), on the same database.
 */
export async function startServer(url: string, poolMax: number, processes: number, options: { root?: string } = {}): Promise<BenchServer> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `bench-${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bench-'));
  // BENCH_API_PROFILE_DIR=<folder>: each api process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_API_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE_DIR}`] : [];
  const apis: ApiProcess[] = [];
  const children: ChildProcess[] = [];
  const kill = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', kill);

  const monitor = new pg.Client(url);
  const cleanUp = async () => {
    process.off('exit', kill);
    await monitor.end().catch(() => {});
    const redis = createRedis(redisUrl, { name: 'bench' });
    await new Promise((resolve) => redis.once('ready', resolve));
    for await (const keys of redis.scanStream({ match: `${redisPrefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const env = {
      ...STAND_IN_PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATABASE_POOL_MAX: String(Math.max(1, Math.round(poolMax / processes))),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      STORAGE_DRIVER: 'local',
      PGAPPNAME: APP_NAME,
      // The workload keeps thousands of bookings awaiting payment: more than the default 999 codes.
      UNIQUE_CODE_MAX: '99999',
    };
    const spawning = Array.from({ length: processes }, () =>
      spawnApi(env, { nodeArgs: profile, onSpawn: (child) => children.push(child), root: options.root }),
    );
    apis.push(...(await Promise.all(spawning)));
    await monitor.connect();
  } catch (error) {
    kill();
    await cleanUp();
    throw error;
  }

  // A connection handed from one queued request to the next can look idle for a moment: the api
  // counts as settled after three idle looks in a row.
  const busyConnections = async () => {
    const { rows } = await monitor.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity where datname = current_database() and application_name = $1 and state <> 'idle'`,
      [APP_NAME],
    );
    return rows[0]?.busy ?? 0;
  };
  return {
    baseUrls: apis.map((api) => api.baseUrl),
    jwtSecret,
    settle: async () => {
      for (let idleLooks = 0; idleLooks < 3;) {
        idleLooks = (await busyConnections()) === 0 ? idleLooks + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    },
    cpuMicros: () => apis.reduce((sum, { child }) => sum + cpuMicrosOf(child.pid), 0),
    stop: async () => {
      // As the orchestrator stops them (SIGTERM, a grace period to drain), then for good.
      for (const { child } of apis) child.kill('SIGTERM');
      const timer = setTimeout(kill, STOP_GRACE_MS);
      await Promise.all(apis.map((api) => api.exited));
      clearTimeout(timer);
      await cleanUp();
    },
  };
}
