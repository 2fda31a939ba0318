import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The repository's import graph as TypeScript's own scanner reads it: every relative import and
// re-export, type-only ones included (ESLint's import-x/no-cycle skips those by design). Read by
// tests/integration/import-cycles.test.ts (files) and service-folders.test.ts (folders).

export function sourceFiles(root: string, folders: string[]): string[] {
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
export function importGraph(files: string[]): Map<string, string[]> {
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

/** Groups of nodes that reach each other round (Tarjan's strongly connected components of two or more). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}
