import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of docs/architecture.md#layers are only real if lint fails when they are broken.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, importPath: string): Promise<string[]> {
  const code = `import * as target from '${importPath}';\nexport const used = target;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

async function devOnlyErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keeps the local OpenID Connect provider out of every product file; only a dynamic import reaches it', async () => {
    const devOnly = "import { startDevGoogle } from '../infra/dev-oidc/dev.ts';\nexport const used = startDevGoogle;\n";
    for (const file of ['api/example.ts', 'services/example.ts', 'infra/example.ts', 'scripts/example.ts']) {
      expect(await devOnlyErrors(file, devOnly), file).toHaveLength(1);
    }
    expect(await devOnlyErrors('infra/example.ts', "import Provider from 'oidc-provider';\nexport const used = Provider;\n")).toHaveLength(1);
    expect(await devOnlyErrors('scripts/example.ts', "export const start = () => import('../infra/dev-oidc/dev.ts');\n")).toEqual([]);
    expect(await devOnlyErrors('infra/dev-oidc/example.ts', "import Provider from 'oidc-provider';\nexport const used = Provider;\n")).toEqual([]);
  });

  it.each([
    ['core/example.ts', '../infra/db.ts'],
    ['core/example.ts', '../services/tutors/list-tutors.ts'],
    ['infra/example.ts', '../services/tutors/list-tutors.ts'],
    ['services/example.ts', '../api/create-app.ts'],
    ['api/example.ts', '../bot/start-bot.ts'],
    ['bot/example.ts', '../api/create-app.ts'],
    ['web/example.ts', '../infra/config.ts'],
    ['web/example.ts', '../services/tutors/list-tutors.ts'],
  ])('refuses %s importing %s', async (file, target) => {
    expect(await boundaryErrors(file, target)).toHaveLength(1);
  });

  it.each([
    ['infra/example.ts', '../core/errors.ts'],
    ['services/example.ts', '../infra/db.ts'],
    ['api/example.ts', '../services/tutors/list-tutors.ts'],
    ['web/example.ts', '../core/errors.ts'],
  ])('allows %s importing %s', async (file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });
});
