// Import boundaries are the architecture (docs/architecture.md#layers): core ← infra ← services ←
// {api, jobs, bot}; web → core only; api, jobs and bot never import each other. Lint fails when a
// file crosses them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const layers = ['core', 'infra', 'services', 'api', 'jobs', 'bot', 'web', 'migrations', 'scripts', 'tests'];
const allowed = {
  core: ['core'],
  infra: ['core', 'infra'],
  services: ['core', 'infra', 'services'],
  api: ['core', 'infra', 'services', 'api'],
  jobs: ['core', 'infra', 'services', 'jobs'],
  bot: ['core', 'infra', 'services', 'bot'],
  web: ['core', 'web'],
  migrations: ['core', 'infra', 'migrations'],
};

const boundaryZones = Object.entries(allowed).flatMap(([layer, ok]) =>
  layers
    .filter((other) => !ok.includes(other))
    .map((other) => ({
      target: `./${layer}`,
      from: `./${other}`,
      message: `${layer}/ may not import ${other}/ (see docs/architecture.md#layers).`,
    })),
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'coverage', 'tests/e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error'],
    },
  },
  {
    // Node built-ins and npm server packages have no place in the browser bundle or the pure core.
    files: ['core/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto', 'pg', 'knex', 'ioredis', 'bullmq', 'koa', 'sharp'], message: 'core/ and web/ stay free of Node and server packages.' },
          ],
        },
      ],
    },
  },
  {
    // Postgres refuses U+0000 in text: every user-sent string goes through text(), which refuses it
    // with a clear message, so a new field cannot bring the 500 back.
    files: ['core/**/*.ts', 'services/**/*.ts', 'api/**/*.ts', 'bot/**/*.ts'],
    ignores: ['core/validation/text.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='string'], MemberExpression[object.property.name='coerce'][property.name='string']",
          message: 'Use text() from core/validation/text.ts: it refuses U+0000, which Postgres cannot store.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
