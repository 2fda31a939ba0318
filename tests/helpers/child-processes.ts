import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';

// Real processes a test file starts (api, jobs, bot) end with it: SIGKILLed after its tests, and
// also when the file fails while it is being collected, which runs no afterAll.

const children = new Set<ChildProcess>();
const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
afterAll(killAll);
process.once('exit', killAll);

/** Kills `child` when the test file ends, unless it has exited by then. */
export function endsWithTheFile(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}
