import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startDetachedEmbeddedPostgres } from '../../infra/detached-postgres.ts';
import { EmbeddedPostgresError, type EmbeddedDb } from '../../infra/embedded-postgres.ts';

// `npm start`'s Postgres lives in a process group of its own: Ctrl-C in the terminal reaches the
// app alone, which stops its workers and pools before the database (no connection dies
// mid-shutdown), and a killed app still takes its Postgres down with it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-detached-pg-'));
fs.chmodSync(scratch, 0o777);
const clusters: EmbeddedDb[] = [];
afterAll(async () => {
  for (const cluster of clusters) await cluster.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const postmasterPid = (dir: string) => Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
const processGroup = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded Postgres of npm start', () => {
  it('runs outside the starting process group, answers, and stops when told', { timeout: 90_000 }, async () => {
    const dir = path.join(scratch, 'told', 'postgres');
    const db = await startDetachedEmbeddedPostgres({ dir, database: 'ajarin' });
    const client = new pg.Client(db.url);
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();

    const pid = postmasterPid(dir);
    expect(processGroup(pid)).not.toBe(processGroup(process.pid));
    await db.stop();
    expect(alive(pid)).toBe(false);
  });

  it('stops when the process that started it is killed without a word', { timeout: 90_000 }, async () => {
    const dir = path.join(scratch, 'orphaned', 'postgres');
    const parent = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/detached-postgres-parent.ts', dir], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => parent.stdout.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve()));
    const pid = postmasterPid(dir);
    expect(alive(pid)).toBe(true);

    parent.kill('SIGKILL');
    const deadline = Date.now() + 30_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive(pid)).toBe(false);
  });

  it('passes a failure to start back as the sentence that says what to do', { timeout: 90_000 }, async () => {
    const dir = path.join(scratch, 'first', 'postgres');
    const first = await startDetachedEmbeddedPostgres({ dir, database: 'ajarin' });
    clusters.push(first);
    const again = startDetachedEmbeddedPostgres({ dir, database: 'ajarin' });
    await expect(again).rejects.toThrow(EmbeddedPostgresError);
    await expect(again).rejects.toThrow(/sudah berjalan \(pid \d+, port \d+\): ada `npm start` lain dari folder ini/);
  });
});
