import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { sparePort } from './ports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const children = new Set<ChildProcess>();
const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
afterAll(killAll);
// A file that fails while it is being collected runs no afterAll: its children must not outlive it.
process.once('exit', killAll);

export type ApiProcess = { baseUrl: string; child: ChildProcess; exited: Promise<number | null> };

/**
 * The production api entry (api/main.ts) as a real child process on a spare port, returned once
 * /healthz answers. `env` is its configuration beside the test's own environment.
 */
export async function spawnApiProcess(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const port = await sparePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api process exited (${child.exitCode}) before it listened`);
    const ok = await fetch(`${baseUrl}/healthz`).then((res) => res.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('api process did not listen within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, child, exited };
}
