import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWeb } from '../../scripts/build-web.ts';

// The e2e app and a development `npm start` run with NODE_ENV=development and build the web app
// when it is stale: that build must still be production code, and leave their NODE_ENV be.
let scratch: string | undefined;
const testsOwn = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = testsOwn;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('building the web app', () => {
  it("builds Preact in React's place and react-router's production code under NODE_ENV=development and gives the caller its NODE_ENV back", { timeout: 120_000 }, async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-mode-'));
    const target = path.join(scratch, 'web');
    process.env.NODE_ENV = 'development';

    await buildWeb(target);

    expect(process.env.NODE_ENV).toBe('development');
    const vendor = fs.readdirSync(path.join(target, 'assets')).find((file) => /^vendor-.+\.js$/.test(file));
    const code = fs.readFileSync(path.join(target, 'assets', vendor ?? 'missing'), 'utf8');
    // docs/decisions/027: the browser runs Preact's compatibility layer (its renaming of React's
    // event names is in it), and no React at all: React's production build points to its error
    // decoder, its development build warns about hooks. (Compared as booleans: a failure would
    // otherwise print the whole chunk.)
    expect(code.includes('ondoubleclick'), `${vendor} has no preact/compat`).toBe(true);
    expect(code.includes('Minified React error') || code.includes('Invalid hook call'), `${vendor} has React in it`).toBe(false);
    // react-router's package exports its development build (web/vite.config.ts); this warning is
    // compiled in only there.
    expect(code.includes('You rendered descendant <Routes>'), `${vendor} is react-router's development build`).toBe(false);
    expect(fs.existsSync(path.join(target, 'index-landing.html'))).toBe(true);
    // docs/decisions/026: React's file is asked for first, then the boot; it is preloaded once.
    const html = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
    const head = [...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map((tag) => tag[0]);
    expect(head[0]).toBe(`<link rel="modulepreload" crossorigin href="/assets/${vendor}">`);
    expect(head[1]).toMatch(/^<script type="module" async crossorigin src="\/assets\/boot-[^"]+\.js">$/);
    expect(html.split(`/assets/${vendor}`)).toHaveLength(2);
    // docs/decisions/025: the landing's boot, in place of the pages' boot, imports only the bundler's
    // runtime (which the app needs too), not the pages' boot and the api client behind it.
    const landingBoot = fs.readdirSync(path.join(target, 'assets')).find((file) => /^landing-boot-.+\.js$/.test(file));
    const imports = [...fs.readFileSync(path.join(target, 'assets', landingBoot ?? 'missing'), 'utf8').matchAll(/from\s*"\.\/([^"]+)"|import\(\s*"\.\/([^"]+)"/g)].map((match) => match[1] ?? match[2]);
    expect(imports.every((file) => /^rolldown-runtime-.+\.js$/.test(file ?? '')), imports.join(', ')).toBe(true);
    const landing = fs.readFileSync(path.join(target, 'index-landing.html'), 'utf8');
    expect(landing.match(/<script\b[^>]*>/g)).toEqual([`<script type="module" async crossorigin src="/assets/${landingBoot}">`]);
  });
});
