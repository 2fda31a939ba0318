import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViteManifest } from '../../api/pages/module-preloads.ts';
import { loadBuiltWebApp, WEB_BUILD } from '../../api/pages/web-app.ts';
import { buildWeb } from '../../scripts/build-web.ts';
import { routeTable } from '../../web/app/route-table.ts';

// The e2e app and a development `npm start` run with NODE_ENV=development and build the web app
// when it is stale: that build must still be production code, and leave their NODE_ENV be. What
// ships to browsers is React's own build (docs/decisions/031), never Preact standing in for it.
let scratch: string | undefined;
const testsOwn = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = testsOwn;
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('building the web app', () => {
  it(
    "ships React's and react-router's production code under NODE_ENV=development, the server's entry, template and manifest beside it, and gives the caller its NODE_ENV back",
    { timeout: 120_000 },
    async () => {
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-mode-'));
      const target = path.join(scratch, 'web');
      process.env.NODE_ENV = 'development';

      await buildWeb(target);

      expect(process.env.NODE_ENV).toBe('development');
      const assets = path.join(target, WEB_BUILD.client, 'assets');
      const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
      const vendor = scripts.find((file) => /^vendor-.+\.js$/.test(file));
      const code = fs.readFileSync(path.join(assets, vendor ?? 'missing'), 'utf8');
      // React 19's production build: its element tag and its error decoder, not its development
      // build's hook warnings. (Compared as booleans: a failure would otherwise print the whole chunk.)
      expect(
        code.includes('react.transitional.element') && code.includes('react.dev/errors/'),
        `${vendor} is not React's production build`,
      ).toBe(true);
      expect(code.includes('Invalid hook call'), `${vendor} is React's development build`).toBe(false);
      // react-router's package exports its development build (web/vite.config.ts); this warning is
      // compiled in only there.
      expect(code.includes('You rendered descendant <Routes>'), `${vendor} is react-router's development build`).toBe(false);
      // No script the browser gets carries Preact (its compat layer renames React's event names),
      // nor what only the server runs for a public page (web/app/route-table.ts's `server`,
      // docs/decisions/045): the gallery's description is written in its head alone.
      for (const file of scripts) {
        const source = fs.readFileSync(path.join(assets, file), 'utf8');
        expect(/[Pp]react|ondoubleclick/.test(source), `${file} carries Preact`).toBe(false);
        expect(source.includes('saring menurut harga'), `${file} carries the server's side of a page`).toBe(false);
        expect(/server-pages/.test(file), `${file} is the server's side of a page`).toBe(false);
      }

      // The page template is the server's, out of the files the api serves, with its places to fill.
      expect(fs.existsSync(path.join(target, WEB_BUILD.client, 'index.html'))).toBe(false);
      const template = fs.readFileSync(path.join(target, WEB_BUILD.template), 'utf8');
      for (const mark of ['<!--app-head-->', '<div id="root"><!--app-html--></div>', '<!--app-state-->']) expect(template).toContain(mark);
      expect(template).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
      const entry = (await import(pathToFileURL(path.join(target, WEB_BUILD.entry)).href)) as Record<string, unknown>;
      for (const name of ['prerenderPage', 'streamPage', 'robotsTxt', 'sitemapXml']) expect(typeof entry[name], name).toBe('function');

      // The browser build's manifest goes to the server too, and names every route's page by the
      // route table's file, so that a page's HTML can name its chunks (docs/decisions/036).
      expect(fs.existsSync(path.join(target, WEB_BUILD.client, '.vite'))).toBe(false);
      const manifest = JSON.parse(fs.readFileSync(path.join(target, WEB_BUILD.manifest), 'utf8')) as ViteManifest;
      for (const route of routeTable) expect(manifest[route.file]?.file, route.path).toMatch(/^assets\/.+\.js$/);
      const transactions = routeTable.find((route) => route.path === '/transactions');
      const hrefs = [
        ...((await loadBuiltWebApp(target)).modulePreloads?.([transactions?.file ?? '']) ?? '').matchAll(/href="\/([^"]+)"/g),
      ].map((match) => match[1] ?? '');
      expect(hrefs[0]).toMatch(/^assets\/transactions-page-.+\.js$/);
      for (const href of hrefs) expect(fs.existsSync(path.join(target, WEB_BUILD.client, href)), href).toBe(true);
    },
  );
});
