import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { endsWithTheFile } from './child-processes.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type BotProcess = {
  child: ChildProcess;
  /** Every line it printed so far (stdout, and stderr for an entry that refuses to run). */
  lines: string[];
  /** Resolves with the first line matching `pattern` from line `from` on, printed before or after the call. */
  line: (pattern: RegExp, options?: { from?: number; timeoutMs?: number }) => Promise<string>;
  exited: Promise<number | null>;
};

/**
 * A bot process as a child of this test file: `entry` is the production bot/main.ts, or
 * tests/helpers/bot-process.ts (WhatsApp on the emulator, instance states printed). `env` is its
 * configuration beside the test's own environment; every child still running when the file ends
 * is killed.
 */
export function spawnBotProcess(
  entry: 'bot/main.ts' | 'tests/helpers/bot-process.ts',
  env: Record<string, string | undefined>,
): BotProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  });
  endsWithTheFile(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
      for (const listener of listeners) listener();
    });
  }
  const line = (pattern: RegExp, { from = 0, timeoutMs = 30_000 } = {}) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.slice(from).find((item) => pattern.test(item));
        if (!found) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`bot process printed no line matching ${pattern} within ${timeoutMs} ms; it printed: ${JSON.stringify(lines)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then(() => setTimeout(check, 50));
      check();
    });
  return { child, lines, line, exited };
}

/** SIGKILL: no shutdown, no finally, no unlock; resolves once the process is gone. */
export async function killHard(bot: BotProcess): Promise<void> {
  if (bot.child.exitCode !== null || bot.child.signalCode !== null) return;
  bot.child.kill('SIGKILL');
  await bot.exited;
}
