import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Middleware } from 'koa';
import type { WebServerEntry } from '../../core/pages/server-render.ts';
import { staticWeb } from '../middleware/static-web.ts';
import { modulePreloadLinks, type ViteManifest } from './module-preloads.ts';

/** How scripts/build-web.ts lays the web app out under dist/web. */
export const WEB_BUILD = {
  /** The browser's files, served as they are. */
  client: 'client',
  /** The server's entry (Vite's `--ssr` build) and the page template, never served. */
  server: 'server',
  template: 'server/index.html',
  entry: 'server/entry-server.js',
  /** Vite's manifest of the browser's build, moved out of the served files like the template. */
  manifest: 'server/manifest.json',
} as const;

/** The web app as the api serves it: its files, its page template and its server entry. */
export type WebApp = {
  /** Serves the browser's files (the build's, or Vite's development server's). */
  files: Middleware;
  /** index.html for `url`, with its `<!--app-head-->`, `<!--app-html-->` and `<!--app-state-->` places. */
  template: (url: string) => Promise<string>;
  entry: () => Promise<WebServerEntry>;
  /** The `<link rel="modulepreload">` tags of a page's code; none in development, where Vite serves the source. */
  modulePreloads?: (modules: readonly string[]) => string;
  /** Vite's development server runs inline scripts (its client, React's fast refresh): the CSP must allow them. */
  development?: boolean;
};

/** The built web app in `dir` (dist/web), loaded once: what api/main.ts and `npm start` serve. */
export async function loadBuiltWebApp(dir: string): Promise<WebApp> {
  const template = await fs.readFile(path.join(dir, WEB_BUILD.template), 'utf8');
  const entry = (await import(pathToFileURL(path.join(dir, WEB_BUILD.entry)).href)) as WebServerEntry;
  const manifest = JSON.parse(await fs.readFile(path.join(dir, WEB_BUILD.manifest), 'utf8')) as ViteManifest;
  return {
    files: staticWeb(path.join(dir, WEB_BUILD.client)),
    template: () => Promise.resolve(template),
    entry: () => Promise.resolve(entry),
    modulePreloads: (modules) => modulePreloadLinks(manifest, modules),
  };
}
