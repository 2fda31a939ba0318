import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layer rules of docs/architecture.md#layers are only real if lint fails when they are broken.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function pathErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const boundaryErrors = (file: string, importPath: string) =>
  pathErrors(file, `import * as target from '${importPath}';\nexport const used = target;\n`);

async function devOnlyErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** Every file the entry reaches by relative imports (type-only and dynamic ones too), stopping at dev/: the edges into it. */
function edgesIntoDev(entry: string): string[] {
  const seen = new Set<string>();
  const edges: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = path.resolve(path.dirname(file), fileName);
      if (!fileName.startsWith('.') || !fs.existsSync(target)) continue;
      if (path.relative(root, target).startsWith(`dev${path.sep}`))
        edges.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
      else walk(target);
    }
  };
  walk(path.join(root, entry));
  return [...new Set(edges)];
}

describe('import boundaries', () => {
  // The production image leaves dev/ out (.dockerignore): what it runs must not name a dev/ file.
  it('lets no production entry reach dev/, and npm start only dev/index.ts', () => {
    for (const entry of [
      'api/main.ts',
      'jobs/main.ts',
      'bot/main.ts',
      'scripts/migrate.ts',
      'scripts/healthcheck.ts',
      'scripts/admin-create.ts',
      'scripts/build.ts',
    ]) {
      expect(edgesIntoDev(entry), entry).toEqual([]);
    }
    expect(edgesIntoDev('scripts/start.ts')).toEqual([`scripts/start.ts -> ${path.join('dev', 'index.ts')}`]);
  });

  it('keeps oidc-provider, a development dependency, out of everything but dev/ and the tests', async () => {
    const provider = "import Provider from 'oidc-provider';\nexport const used = Provider;\n";
    for (const file of ['api/example.ts', 'infra/example.ts', 'scripts/example.ts'])
      expect(await devOnlyErrors(file, provider), file).toHaveLength(1);
    expect(await devOnlyErrors('dev/google-provider/example.ts', provider)).toEqual([]);
  });

  // docs/architecture.md#dev-room: nothing that ships imports dev/, type-only imports included,
  // except scripts/start.ts through dev/index.ts.
  it.each([
    ['api/create-app.ts', "import { devRouters } from '../dev/index.ts';\nexport const used = devRouters;\n"],
    [
      'api/create-app.ts',
      "import type { TelegramEmulator } from '../dev/telegram-emulator/index.ts';\nexport type Used = TelegramEmulator;\n",
    ],
    ['api/main.ts', "export const dev = () => import('../dev/index.ts');\n"],
    ['bot/main.ts', "import * as dev from '../dev/index.ts';\nexport const used = dev;\n"],
    ['jobs/main.ts', "import * as dev from '../dev/index.ts';\nexport const used = dev;\n"],
    ['services/example.ts', "import * as dev from '../dev/demo/play-demo-story.ts';\nexport const used = dev;\n"],
    ['infra/example.ts', "import * as dev from '../dev/whatsapp-emulator/index.ts';\nexport const used = dev;\n"],
    ['core/example.ts', "import * as dev from '../dev/index.ts';\nexport const used = dev;\n"],
    ['migrations/example.ts', "import * as dev from '../dev/demo/seeds/demo-data.ts';\nexport const used = dev;\n"],
    ['scripts/migrate.ts', "import * as dev from '../dev/index.ts';\nexport const used = dev;\n"],
    ['scripts/start.ts', "import * as dev from '../dev/telegram-emulator/dev.ts';\nexport const used = dev;\n"],
  ])('refuses %s importing dev/ (%#)', async (file, code) => {
    expect(await pathErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['scripts/start.ts', "export const dev = () => import('../dev/index.ts');\n"],
    ['scripts/start.ts', "import type * as Dev from '../dev/index.ts';\nexport type Used = typeof Dev;\n"],
    ['scripts/bench-example.ts', "import * as dev from '../dev/demo/seeds/demo-data.ts';\nexport const used = dev;\n"],
    ['tests/example.ts', "import * as dev from '../dev/telegram-emulator/index.ts';\nexport const used = dev;\n"],
    ['dev/example.ts', "import * as api from '../api/create-app.ts';\nexport const used = api;\n"],
  ])('allows %s importing dev/ (%#)', async (file, code) => {
    expect(await pathErrors(file, code)).toEqual([]);
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
