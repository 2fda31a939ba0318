import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { spawnApi, type ApiProcess } from '../../scripts/lib/api-process.ts';

export type { ApiProcess };

const children = new Set<ChildProcess>();
const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
afterAll(killAll);
// A file that fails while it is being collected runs no afterAll: its children must not outlive it.
process.once('exit', killAll);

/**
 * The production api entry as a real child process of this test file (scripts/lib/api-process.ts),
 * killed when the file ends. `env` is its configuration beside the test's own environment.
 */
export async function spawnApiProcess(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const api = await spawnApi({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, { onSpawn: (child) => children.add(child) });
  void api.exited.then(() => children.delete(api.child));
  return api;
}
