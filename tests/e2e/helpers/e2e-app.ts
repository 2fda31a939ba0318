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
 * `demoStory: false` starts from the demo accounts and the gallery alone: a file that walks a flow
 * from an empty queue (the first proof, the first payout) needs the demo story out of the way.
 */
export function useE2eApp(options: { demoStory?: boolean } = {}): E2e {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    app = await startApp(options.demoStory === false ? { SEED_DEMO_STORY: 'false' } : {});
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
