// Import boundaries are the architecture (docs/architecture.md#layers): core ← infra ← services ←
// {api, jobs, bot}; web → core only; api, jobs and bot never import each other; nothing that ships
// imports dev/ except scripts/start.ts through dev/index.ts. Lint fails when a file crosses them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layers = ['core', 'infra', 'services', 'api', 'jobs', 'bot', 'web', 'migrations', 'scripts', 'tests', 'dev'];
const allowed = {
  core: ['core'],
  infra: ['core', 'infra'],
  services: ['core', 'infra', 'services'],
  api: ['core', 'infra', 'services', 'api'],
  jobs: ['core', 'infra', 'services', 'jobs'],
  bot: ['core', 'infra', 'services', 'bot'],
  web: ['core', 'web'],
  migrations: ['core', 'infra', 'migrations'],
  // The development tools drive the product as a user would; no product code imports them back.
  dev: ['core', 'infra', 'services', 'api', 'jobs', 'bot', 'migrations', 'dev'],
};

const layerZones = Object.entries(allowed).flatMap(([layer, ok]) =>
  layers
    .filter((other) => !ok.includes(other))
    .map((other) => ({
      target: `./${layer}`,
      from: `./${other}`,
      message: `${layer}/ may not import ${other}/ (see docs/architecture.md#layers).`,
    })),
);

// scripts/ holds the production entries (start, migrate, admin-create, healthcheck, build): they
// reach dev/ only through the one switch, scripts/start.ts's dynamic import of dev/index.ts
// (docs/architecture.md#dev-room). The benchmarks never ship and seed or chat through dev/ freely.
const devMessage =
  'Only scripts/start.ts reaches dev/, through dev/index.ts behind its development switch (docs/architecture.md#dev-room).';
const scriptsDevZone = { target: './scripts', from: './dev', message: devMessage };
const boundaryZones = [...layerZones, scriptsDevZone];
const startSwitchZones = [...layerZones, { target: './scripts/start.ts', from: './dev', except: ['./index.ts'], message: devMessage }];

// Web features stay independent of each other: what several of them need lives in the shared
// components/, hooks/ and lib/, which import no feature; app/ composes the features and nothing
// imports app/. New feature folders are covered as they appear.
const webFeatures = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureZones = [
  ...webFeatures.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message: `web/features/${feature} may import only its own folder, web/components, web/hooks, web/lib and core; move what several features use there (docs/decisions/010-web-feature-boundaries.md).`,
  })),
  {
    target: ['./web/components', './web/hooks', './web/lib'],
    from: './web/features',
    message: 'Shared web code (components, hooks, lib) may not import a feature (docs/decisions/010-web-feature-boundaries.md).',
  },
  {
    target: ['./web/components', './web/hooks', './web/lib', './web/features'],
    from: './web/app',
    message: 'web/app composes the features; nothing imports it back (docs/decisions/010-web-feature-boundaries.md).',
  },
  // Inside the shared code the arrows run one way too: components use hooks and lib, hooks use lib.
  {
    target: './web/lib',
    from: ['./web/hooks', './web/components'],
    message:
      'web/lib is the bottom of the shared web code: it may not import hooks or components (docs/decisions/010-web-feature-boundaries.md).',
  },
  {
    target: './web/hooks',
    from: './web/components',
    message: 'web/hooks may not import components (docs/decisions/010-web-feature-boundaries.md).',
  },
];

// web/test holds the React tests' renderer and HTML readers: test files use it, nothing that ships does.
const webTestZone = {
  target: ['./web/app', './web/components', './web/features', './web/hooks', './web/lib', './web/*.{ts,tsx}'],
  from: './web/test',
  message: 'web/test is for the web tests only; product code may not import it.',
};

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
    files: ['scripts/start.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: startSwitchZones }] },
  },
  {
    files: ['scripts/bench-*.ts', 'scripts/bench/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // oidc-provider is a development dependency, absent from the production image: only the local
    // Google provider (dev/google-provider/, docs/decisions/032-google-sign-in.md) and the tests use
    // it. Listed before the core/web block, which replaces this rule there.
    files: ['**/*.{ts,tsx}'],
    ignores: ['dev/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['oidc-provider'], message: 'Development only: oidc-provider belongs to dev/google-provider/.' }] },
      ],
    },
  },
  {
    // Node built-ins and npm server packages have no place in the browser bundle or the pure core.
    files: ['core/**/*.ts', 'web/**/*.{ts,tsx}'],
    // Vite's config and its plugins run in Node at build time; none of them reaches the bundle.
    ignores: ['web/vite.config.ts', 'web/vite-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'pg', 'knex', 'ioredis', 'bullmq', 'koa', 'sharp'],
              message: 'core/ and web/ stay free of Node and server packages.',
            },
            // The owner asked for React, and users run it (docs/decisions/031); the build test checks the shipped code too.
            { group: ['preact', 'preact/*', '@preact/*'], message: 'The web app runs React, not Preact (docs/decisions/031).' },
          ],
        },
      ],
    },
  },
  {
    // Postgres refuses U+0000 in text: every user-sent string goes through text(), which refuses it
    // with a clear message, so a new field cannot bring the 500 back.
    files: ['core/**/*.ts', 'services/**/*.ts', 'api/**/*.ts', 'bot/**/*.ts', 'dev/**/*.ts'],
    ignores: ['core/validation/text.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='z'][property.name='string'], MemberExpression[object.property.name='coerce'][property.name='string']",
          message: 'Use text() from core/validation/text.ts: it refuses U+0000, which Postgres cannot store.',
        },
      ],
    },
  },
  {
    // A cycle lets module load order decide behaviour (a value read before its module ran). Checked
    // over the whole repo: it adds a few seconds to `npm run lint`. It skips type-only imports by
    // design; tests/integration/import-cycles.test.ts reads the whole graph with them.
    // The extensions and parser let import-x read .ts/.tsx dependencies; by default it skips them
    // and no-cycle would find nothing.
    files: ['**/*.{ts,tsx}'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Replaces the rule for web/ files, so it carries the layer zones as well.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...webFeatureZones, webTestZone] }] },
  },
  {
    // A web test may take shared fixtures from tests/helpers (no test-only file sits in a product
    // folder); product web code may not.
    files: ['web/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones.filter((zone) => !(zone.target === './web' && zone.from === './tests')), ...webFeatureZones] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: { ...reactHooks.configs.flat['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
