import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import cycle anywhere, type-only imports included: a cycle hidden behind `import type` is
// still two modules that cannot be read, moved or tested apart, and the next value import along it
// lets load order decide behaviour. ESLint's import-x/no-cycle skips type imports by design, so the
// whole graph is read here with TypeScript's own import scanner (docs/architecture.md#layers).

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['api', 'bot', 'core', 'infra', 'jobs', 'services', 'web', 'scripts', 'migrations', 'dev', 'tests'];

function sourceFiles(root: string, folders: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'artifacts') walk(full);
      } else if (/\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return found;
}

/** Every relative import and re-export of each file (type-only ones too), as resolved file paths. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => imported.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => path.resolve(path.dirname(file), name))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** Groups of files that import each other round (Tarjan's strongly connected components of two or more). */
function cycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('has no cycle, type-only imports and re-exports included', () => {
    const found = cycles(importGraph(sourceFiles(ROOT, FOLDERS))).map((group) => group.map((file) => path.relative(ROOT, file)));
    expect(found).toEqual([]);
  });

  it('would see a cycle made of type imports alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-cycle-'));
    try {
      fs.mkdirSync(path.join(dir, 'core'));
      fs.writeFileSync(path.join(dir, 'core/a.ts'), "import type { B } from './b.ts';\nexport type A = { b: B };\n");
      fs.writeFileSync(path.join(dir, 'core/b.ts'), "export type { A as B } from './a.ts';\n");
      fs.writeFileSync(path.join(dir, 'core/c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
      expect(cycles(importGraph(sourceFiles(dir, ['core'])))).toEqual([[path.join(dir, 'core/a.ts'), path.join(dir, 'core/b.ts')]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
