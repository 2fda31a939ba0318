import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's lint rules (docs/decisions/010-web-feature-boundaries.md) are only real if lint fails
// when they are broken: each case lints a snippet as if it were a file at that path.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function ruleMessages(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const importing = (importPath: string) => `import * as target from '${importPath}';\nexport const used = target;\n`;
const boundaryErrors = (file: string, importPath: string) => ruleMessages(file, importing(importPath), 'import-x/no-restricted-paths');

describe('web feature boundaries', () => {
  it.each([
    ['web/features/bookings/example.ts', '../tutors/routes/tutor-detail-page.tsx'],
    ['web/features/transactions/example.ts', '../admin/api/admin-keys.ts'],
    ['web/features/auth/example.ts', '../../app/route-table.ts'],
    ['web/lib/example.ts', '../features/auth/decide-access.ts'],
    ['web/components/example.tsx', '../features/transactions/upload-area.ts'],
    ['web/hooks/example.ts', '../app/route-table.ts'],
    ['web/lib/example.ts', '../hooks/use-object-url.ts'],
    ['web/lib/example.ts', '../components/ui/button.tsx'],
    ['web/hooks/example.ts', '../components/ui/button.tsx'],
  ])('refuses %s importing %s', async (file, target) => {
    const errors = await boundaryErrors(file, target);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('docs/decisions/010-web-feature-boundaries.md');
  });

  it.each([
    ['web/features/bookings/example.ts', './booking-form.ts'],
    ['web/features/bookings/example.ts', '../../components/ui/button.tsx'],
    ['web/features/bookings/example.ts', '../../hooks/use-auth.ts'],
    ['web/features/bookings/example.ts', '../../lib/api/get-tutor.ts'],
    ['web/features/bookings/example.ts', '../../../core/errors.ts'],
    ['web/hooks/example.ts', '../lib/api/get-tutor.ts'],
    ['web/components/example.tsx', '../hooks/use-object-url.ts'],
    ['web/app/example.ts', '../features/auth/decide-access.ts'],
  ])('allows %s importing %s', async (file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });

  it('keeps the layer rule for web files: web may not import infra', async () => {
    expect(await boundaryErrors('web/features/bookings/example.ts', '../../../infra/config.ts')).toHaveLength(1);
  });
});

describe('web lint rules', () => {
  it('refuses an import cycle', async () => {
    // Linted as tutor-keys.ts itself: get-tutor.ts imports tutor-keys.ts, so this import closes a loop.
    const code = `import { getTutor } from './get-tutor.ts';\nexport const used = getTutor;\n`;
    expect(await ruleMessages('web/lib/api/tutor-keys.ts', code, 'import-x/no-cycle')).toHaveLength(1);
  });

  it('refuses Preact in place of React (docs/decisions/031)', async () => {
    for (const target of ['preact/compat', 'preact', 'preact/hooks']) {
      const errors = await ruleMessages('web/lib/example.ts', importing(target), 'no-restricted-imports');
      expect(errors, target).toHaveLength(1);
      expect(errors[0]).toContain('docs/decisions/031');
    }
  });

  it('refuses a hook called conditionally', async () => {
    const code = `import { useState } from 'react';\nexport function useMaybe(on: boolean) {\n  if (on) useState(0);\n}\n`;
    expect(await ruleMessages('web/hooks/example.ts', code, 'react-hooks/rules-of-hooks')).toHaveLength(1);
  });

  it('refuses an effect that leaves out a value it reads', async () => {
    const code = `import { useEffect } from 'react';\nexport function useLog(value: string, log: (v: string) => void) {\n  useEffect(() => log(value), [log]);\n}\n`;
    expect(await ruleMessages('web/hooks/example.ts', code, 'react-hooks/exhaustive-deps')).toHaveLength(1);
  });
});
