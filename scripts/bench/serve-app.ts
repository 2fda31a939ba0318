import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createRedis } from '../../infra/redis.ts';
import { sparePort } from '../../tests/helpers/ports.ts';

export type BenchServer = {
  port: number;
  /** The secret the api signs and checks access tokens with: the bench signs its users' tokens too. */
  jwtSecret: string;
  /**
   * Resolves once the api holds no busy database connection. autocannon stops by dropping its
   * connections, but the api still finishes what they had sent: without this, one phase's leftovers
   * would queue ahead of the next phase's first requests.
   */
  settle: () => Promise<void>;
  /** The api process's CPU time so far (user + system), in µs. */
  cpuMicros: () => number;
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');
// Its connections' name in pg_stat_activity (pg reads PGAPPNAME): how settle() tells them apart.
const APP_NAME = 'ajarin-bench-api';
const STOP_GRACE_MS = 12_000;
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The production entry (api/main.ts, as the Dockerfile runs it) as a child process on a spare port,
 * as production runs it: its own event loop, so the load generator in this process does not take
 * turns with it. It gets its own JWT secret, local file storage in a temporary folder and a Redis
 * prefix of its own, whose keys (rate-limit counters, queues) are deleted on stop. The child is
 * killed when this process exits, whatever the reason.
 */
export async function startServer(url: string, poolMax: number): Promise<BenchServer> {
  const port = await sparePort();
  const jwtSecret = randomBytes(32).toString('base64url');
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `bench-${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bench-'));
  // BENCH_API_PROFILE_DIR=<folder>: the api writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_API_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: url,
      DATABASE_POOL_MAX: String(poolMax), REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir, STORAGE_DRIVER: 'local', PGAPPNAME: APP_NAME,
    },
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

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

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${baseUrl}/healthz`).then((res) => res.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      kill();
      await cleanUp();
      throw new Error(child.exitCode !== null ? `api process exited (${child.exitCode}) before it listened` : 'api process did not listen within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await monitor.connect();

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
    port,
    jwtSecret,
    settle: async () => {
      for (let idleLooks = 0; idleLooks < 3;) {
        idleLooks = (await busyConnections()) === 0 ? idleLooks + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    },
    cpuMicros: () => {
      // /proc/<pid>/stat: utime and stime are fields 14 and 15, after the parenthesised command name.
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
    },
    stop: async () => {
      // As the orchestrator stops it (SIGTERM, a grace period to drain), then for good.
      child.kill('SIGTERM');
      const timer = setTimeout(kill, STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      await cleanUp();
    },
  };
}
