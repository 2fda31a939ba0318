import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDb } from '../../infra/embedded-postgres.ts';
import { sparePort } from '../../infra/ports.ts';

// A second `npm start` (another checkout, or this one again) used to end with "Ajarin gagal
// dijalankan: undefined". Each way it can fail says what failed and what to do, and the embedded
// Postgres of a second checkout takes a port of its own instead of failing on the first's.

const ROOT = path.resolve(import.meta.dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-start-'));
// The package runs Postgres as its own system user when the test runs as root.
fs.chmodSync(scratch, 0o777);
const clusters: EmbeddedDb[] = [];
const holders: net.Server[] = [];
afterAll(async () => {
  for (const cluster of clusters) await cluster.stop();
  for (const holder of holders) holder.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A port this test holds, as another program would. */
async function heldPort(): Promise<number> {
  const port = await sparePort();
  const holder = net.createServer().listen(port, '127.0.0.1');
  await new Promise((resolve) => holder.once('listening', resolve));
  holders.push(holder);
  return port;
}

/** `npm start` as a user runs it, with this environment; its exit code and what it printed. */
function npmStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      AJARIN_WEB: 'dev',
      DATA_DIR: path.join(scratch, 'data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('a second npm start', () => {
  it('says which program holds the HTTP port and how to start on another, before starting anything', { timeout: 30_000 }, async () => {
    const port = await heldPort();
    const { code, output } = await npmStart({ PORT: String(port) });
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `Ajarin gagal dijalankan — Port ${port} sudah dipakai oleh node \\(pid ${process.pid}\\)\\. .*PORT=${port + 1} npm start\\.`,
      ),
    );
    expect(output).not.toContain('Menjalankan Postgres bawaan');
    expect(output).not.toContain('undefined');
  });

  it('says who holds a fixed embedded Postgres port and what to set', { timeout: 30_000 }, async () => {
    const pgPort = await heldPort();
    const { code, output } = await npmStart({ PORT: String(await sparePort()), EMBEDDED_PG_PORT: String(pgPort) });
    expect(code).toBe(1);
    expect(output).toContain(
      `Ajarin gagal dijalankan — Postgres bawaan: Port ${pgPort} untuk Postgres bawaan (EMBEDDED_PG_PORT) sudah dipakai oleh node (pid ${process.pid}).`,
    );
    expect(output).not.toContain('undefined');
  });
});

describe('the embedded Postgres', () => {
  it('refuses a cluster that another start already runs, and lends it to a one-shot script', { timeout: 90_000 }, async () => {
    const dir = path.join(scratch, 'first', 'postgres');
    const first = await startEmbeddedPostgres({ dir, database: 'ajarin' });
    clusters.push(first);
    expect(fs.readFileSync(`${dir}.port`, 'utf8').trim()).toBe(String(first.port));

    const again = startEmbeddedPostgres({ dir, database: 'ajarin' });
    await expect(again).rejects.toThrow(EmbeddedPostgresError);
    await expect(again).rejects.toThrow(/sudah berjalan \(pid \d+, port \d+\): ada `npm start` lain dari folder ini/);
    const borrowed = await startEmbeddedPostgres({ dir, database: 'ajarin', whenRunning: 'reuse' });
    expect(borrowed).toMatchObject({ port: first.port, url: first.url });
  });

  it('takes a port of its own when the one it kept is taken, and keeps that one', { timeout: 90_000 }, async () => {
    const dir = path.join(scratch, 'second', 'postgres');
    const taken = await heldPort();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.port`, `${taken}\n`);
    const second = await startEmbeddedPostgres({ dir, database: 'ajarin' });
    clusters.push(second);
    expect(second.port).not.toBe(taken);
    expect(fs.readFileSync(`${dir}.port`, 'utf8').trim()).toBe(String(second.port));
  });
});
