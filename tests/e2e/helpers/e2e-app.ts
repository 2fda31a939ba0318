import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app.ts';
import { launchBrowser } from './browser.ts';
import { ARTIFACTS } from './ui.ts';

export type E2e = { readonly app: RunningApp; readonly browser: Browser };

/**
 * The all-in-one server on a fresh database and one Chromium for this test file, started before its
 * tests and stopped after them. Call at the top of the file, before any hook that uses them.
 */
export function useE2eApp(): E2e {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useE2eApp: used before its beforeAll ran');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
  };
}
