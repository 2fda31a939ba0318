import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sparePort } from '../../infra/ports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const LISTEN_WITHIN_MS = 60_000;

export type ApiProcess = { baseUrl: string; child: ChildProcess; exited: Promise<number | null> };

/**
 * The production api entry (api/main.ts, as the Dockerfile runs it) as a child process on a spare
 * port, returned once /healthz answers; killed if it does not within a minute. `env` is laid over
 * this process's environment; `nodeArgs` go before the entry (a CPU profile, say); `onSpawn` gets
 * the child at once, so a caller can kill it even while it is still starting; `root` runs another
 * checkout's entry (bench:api's baseline). The reliability
 * suites and bench:api both run the api this way.
 */
export async function spawnApi(
  env: Record<string, string | undefined>,
  options: { nodeArgs?: string[]; onSpawn?: (child: ChildProcess) => void; root?: string } = {},
): Promise<ApiProcess> {
  const port = await sparePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'api/main.ts'], {
    cwd: options.root ?? root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
  });
  options.onSpawn?.(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + LISTEN_WITHIN_MS;
  while (
    !(await fetch(`${baseUrl}/healthz`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`api process exited (${child.exitCode}) before it listened`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`api process did not listen within ${LISTEN_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, child, exited };
}
