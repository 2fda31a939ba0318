import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';

export type LocalRedis = { url: string; started: boolean; stop: () => Promise<void> };

export class RedisUnavailableError extends Error {}

/** Answers PING within `timeoutMs`, or false. Never throws. */
export async function redisAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export function redisServerOnPath(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs `redis-server` as a child on `port` with its files under `dir`. Used by `npm start` when
 * nothing answers at REDIS_URL, and by tests that must stop and restart "their" Redis without
 * touching the shared one.
 */
export async function spawnRedis(options: { port: number; dir: string; persist?: boolean }): Promise<LocalRedis> {
  fs.mkdirSync(options.dir, { recursive: true });
  const args = ['--port', String(options.port), '--bind', '127.0.0.1', '--dir', path.resolve(options.dir), '--daemonize', 'no'];
  // Queues survive a restart of `npm start` through the append-only file; tests want none.
  args.push(...(options.persist ? ['--appendonly', 'yes', '--save', ''] : ['--appendonly', 'no', '--save', '']));
  // Its own process group: a terminal's Ctrl-C reaches only us, and we stop it after our clients quit.
  const child: ChildProcess = spawn('redis-server', args, { stdio: 'ignore', detached: true });
  const url = `redis://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url, 300))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new RedisUnavailableError(`redis-server did not start on port ${options.port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    started: true,
    stop: () => {
      stopping ??= (async () => {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(timer);
        }
      })();
      return stopping;
    },
  };
}

/** REDIS_URL when it answers; else a child redis-server on that port; else a clear error. */
export async function ensureRedis(url: string, dir: string): Promise<LocalRedis> {
  if (await redisAnswers(url)) return { url, started: false, stop: async () => {} };
  const parsed = new URL(url);
  const isLocal = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(parsed.hostname);
  if (!isLocal || !redisServerOnPath()) {
    throw new RedisUnavailableError(
      `Nothing answers at ${url}. Start Redis (e.g. \`apt-get install redis-server\` or \`docker run -p 6379:6379 redis:7\`) or set REDIS_URL.`,
    );
  }
  return spawnRedis({ port: Number(parsed.port || 6379), dir, persist: true });
}
