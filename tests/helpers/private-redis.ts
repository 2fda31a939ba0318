import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { redisAnswers } from '../../infra/local-redis.ts';
import { sparePort } from '../../infra/ports.ts';

export type PrivateRedis = {
  url: string;
  /** Gone at once, like a crash: SIGKILL, nothing saved. */
  kill: () => Promise<void>;
  /** The server again on the same port, with what its append-only file kept. */
  start: () => Promise<void>;
};

/**
 * A redis-server of this test file alone, on a spare port, so the test can take it away without
 * touching the machine's Redis or another file's. Configured as docker-compose.yml runs Redis
 * (AOF, noeviction), with every write synced, so a SIGKILL loses nothing production would keep.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await sparePort();
  const url = `redis://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url, 500))) {
      if (Date.now() > deadline) throw new Error(`private redis-server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };

  await start();
  afterAll(async () => {
    await kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { url, kill, start };
}
