import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, sourceFiles } from '../helpers/import-graph.ts';

// The folders of services/ build on each other one way (docs/architecture.md#layers): accounts is
// used by tutors, transactions, requests…; notifications, at the top, imports the domains whose
// messages it delivers. A back-arrow is an import from a folder into one that already reaches it,
// directly or through others: the two folders then form a loop, neither can be read or moved without
// the other, and the shared piece they both need is sitting in the wrong place (notification content
// in notifications/ while its plans import every domain, the audit writer in admin/ while admin
// imports accounts). So the folder graph, type-only imports and unit tests under services/ included,
// has no loop. The file graph can be loop-free while the folders are not; import-cycles.test.ts
// covers files.

const ROOT = path.resolve(import.meta.dirname, '../..');

/** services/<folder>/… → <folder>; the arrows between different folders, each with the file imports that make it. */
function folderGraph(root: string): { graph: Map<string, string[]>; witnesses: Map<string, string[]> } {
  const base = path.join(root, 'services');
  const folderOf = (file: string) => path.relative(base, file).split(path.sep)[0]!;
  const graph = new Map<string, string[]>();
  const witnesses = new Map<string, string[]>();
  for (const [file, targets] of importGraph(sourceFiles(root, ['services']))) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, []);
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.get(from)!.includes(to)) graph.get(from)!.push(to);
      const key = `${from} -> ${to}`;
      witnesses.set(key, [...(witnesses.get(key) ?? []), `${path.relative(root, file)} -> ${path.relative(root, target)}`]);
    }
  }
  return { graph, witnesses };
}

/** Each loop of folders, with every file import running between its members (the ones to move). */
function folderLoops(root: string): { folders: string[]; imports: string[] }[] {
  const { graph, witnesses } = folderGraph(root);
  return cycles(graph).map((folders) => ({
    folders,
    imports: [...witnesses]
      .filter(([key]) => {
        const [from, to] = key.split(' -> ');
        return folders.includes(from!) && folders.includes(to!);
      })
      .flatMap(([, imports]) => imports)
      .sort(),
  }));
}

describe('the folders of services/', () => {
  it('import each other one way only: no arrow runs back up', () => {
    expect(folderLoops(ROOT)).toEqual([]);
  });

  it('would see two folders importing each other through files that form no file cycle', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-folders-'));
    try {
      fs.mkdirSync(path.join(dir, 'services/notifications'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'services/payments'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'services/accounts'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'services/notifications/content.ts'), 'export type Content = { title: string };\n');
      fs.writeFileSync(
        path.join(dir, 'services/notifications/plans.ts'),
        "import { paid } from '../payments/payment-notifications.ts';\nexport const plans = [paid];\n",
      );
      fs.writeFileSync(
        path.join(dir, 'services/payments/payment-notifications.ts'),
        "import type { Content } from '../notifications/content.ts';\nimport { role } from '../accounts/role.ts';\nexport const paid: Content = { title: role };\n",
      );
      fs.writeFileSync(path.join(dir, 'services/accounts/role.ts'), "export const role = 'tutor';\n");
      expect(cycles(importGraph(sourceFiles(dir, ['services'])))).toEqual([]);
      expect(folderLoops(dir)).toEqual([
        {
          folders: ['notifications', 'payments'],
          imports: [
            `${path.join('services', 'notifications', 'plans.ts')} -> ${path.join('services', 'payments', 'payment-notifications.ts')}`,
            `${path.join('services', 'payments', 'payment-notifications.ts')} -> ${path.join('services', 'notifications', 'content.ts')}`,
          ],
        },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
