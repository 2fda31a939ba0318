import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, sourceFiles } from '../helpers/import-graph.ts';

// No import cycle anywhere, type-only imports included: a cycle hidden behind `import type` is
// still two modules that cannot be read, moved or tested apart, and the next value import along it
// lets load order decide behaviour. ESLint's import-x/no-cycle skips type imports by design, so the
// whole graph is read here with TypeScript's own import scanner (tests/helpers/import-graph.ts,
// docs/architecture.md#layers).

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['api', 'bot', 'core', 'infra', 'jobs', 'services', 'web', 'scripts', 'migrations', 'dev', 'tests'];

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
