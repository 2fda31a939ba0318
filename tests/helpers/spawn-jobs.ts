import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { DeliveryTimings } from '../../jobs/create-workers.ts';
import { endsWithTheFile } from './child-processes.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A dead worker's job is taken over within about a second, its claim after three. */
export const FAST_TAKEOVER: DeliveryTimings = { leaseMs: 3_000, lockDurationMs: 1_000, stalledIntervalMs: 500 };

/**
 * The real jobs process (tests/helpers/jobs-process.ts) as a child of the test, started and ready
 * to work, so a test can SIGKILL it mid-send. `env` is its whole configuration beside the test's own
 * environment; every child still running when the file ends is killed.
 */
export async function spawnJobsProcess(
  env: Record<string, string | undefined>,
  options: { timings?: DeliveryTimings; telegramPacing?: object } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/jobs-process.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
      TEST_DELIVERY_TIMINGS: JSON.stringify(options.timings ?? FAST_TAKEOVER),
      TEST_TELEGRAM_PACING: JSON.stringify(options.telegramPacing ?? {}),
    },
  });
  endsWithTheFile(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`jobs process exited (${code}) before it was ready`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return child;
}

/** SIGKILL: no shutdown, no finally, no last write; resolves once the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
