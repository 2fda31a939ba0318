import { defineConfig } from 'vitest/config';

// `npm run test:e2e`: the built app in real headless Chromium. Each file starts its own server on a
// fresh database (tests/e2e/helpers/app.ts), so none of the root config's global setup applies.
export default defineConfig({
  test: {
    root: `${import.meta.dirname}/../..`,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    // Starting the app may build the web bundle and migrate and seed a database first.
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
