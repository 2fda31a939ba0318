import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type BaselineCheckout = { root: string; commit: string; remove: () => void };

/**
 * BENCH_API_BASELINE_REF: the given commit checked out beside this one (a detached git worktree in
 * a temporary folder) so that bench:api runs its api too, in the same run, on the same machine and
 * database. It borrows this checkout's node_modules: meant for refs with the same dependencies.
 * `remove` deletes the worktree and its git metadata.
 */
export function checkoutBaseline(ref: string): BaselineCheckout {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-baseline-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  git('worktree', 'add', '--detach', root, commit);
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    commit,
    remove: () => {
      git('worktree', 'remove', '--force', root);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
