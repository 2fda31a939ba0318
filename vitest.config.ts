import { defineConfig } from 'vitest/config';

// `npm test`: pure unit tests next to the code, and integration tests in tests/ against a real
// Postgres (fresh database per run) and a real Redis. E2E has its own config (tests/e2e).
export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'infra/**/*.test.ts',
      'services/**/*.test.ts',
      'jobs/**/*.test.ts',
      'api/**/*.test.ts',
      'bot/**/*.test.ts',
      'scripts/**/*.test.ts',
      'dev/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/reliability/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
