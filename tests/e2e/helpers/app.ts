import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../../scripts/lib/scratch-database.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const READY_TIMEOUT_MS = 120_000;
const EXIT_TIMEOUT_MS = 20_000;

/** `databaseUrl` lets a test do what another process would (a chat bot linking a chat). */
export type RunningApp = { baseUrl: string; databaseUrl: string; stop(): Promise<void> };

/**
 * The all-in-one server (scripts/start.ts) as a user runs it, on a fresh database and a free port:
 * it migrates, seeds the demo data and serves the built web app. Resolves once /readyz answers 200.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER;
  const database = `ajarin_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${database}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ajarin-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATABASE_URL: withDatabase(serverUrl, database),
      // Uploads and seeded photos of this run stay out of the developer's .data/.
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Queues and rate-limit counters of this run never mix with another app on the shared Redis.
      REDIS_PREFIX: `e2e-${database.slice(-8)}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await terminate(child);
    await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`${baseUrl}/readyz`, child);
  } catch (error) {
    console.error(`scripts/start.ts did not become ready. Its output:\n${output}`);
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: withDatabase(serverUrl, database), stop };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the app exited early (code ${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
