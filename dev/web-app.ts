import fs from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import { createServer, resolveConfig } from 'vite';
import type { WebApp } from '../api/pages/web-app.ts';
import type { WebServerEntry } from '../core/pages/server-render.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../web');

/**
 * What Vite must never serve, its /@fs/ included: its own defaults (.env, keys, .git), which a
 * list given here replaces, and the data directory: the JWT secret (DATA_DIR/jwt-secret, enough to
 * sign an admin's token), the embedded Postgres and the stored uploads. Vite serves the whole
 * checkout under /@fs/ to any Host the api lets through, LAN addresses included (decision 040).
 */
async function deniedFiles(dataDir: string): Promise<string[]> {
  const defaults = (await resolveConfig({ configFile: false, logLevel: 'silent' }, 'serve')).server.fs.deny;
  return [...defaults, '**/.data/**', `${path.resolve(dataDir).replaceAll('\\', '/')}/**`];
}

/**
 * `npm run dev`: the web app from its sources, through Vite in middleware mode inside the api (as
 * Vite's server-rendering guide does): Vite serves the modules with hot reload, and every page is
 * rendered on the server with the current web/entry-server.tsx.
 */
export async function startDevWebApp(options: { dataDir: string }): Promise<WebApp & { close: () => Promise<void> }> {
  const vite = await createServer({
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, fs: { deny: await deniedFiles(options.dataDir) } },
    appType: 'custom',
  });
  // Vite's middleware writes to the response itself, or passes the request on.
  const files: Middleware = async (ctx, next) => {
    const handled = await new Promise<boolean>((resolve, reject) => {
      ctx.res.once('finish', () => resolve(true));
      vite.middlewares(ctx.req, ctx.res, (error?: unknown) => (error ? reject(error) : resolve(false)));
    });
    if (handled) ctx.respond = false;
    else await next();
  };
  return {
    development: true,
    files,
    template: async (url) => vite.transformIndexHtml(url, await fs.readFile(path.join(WEB_ROOT, 'index.html'), 'utf8')),
    entry: async () => (await vite.ssrLoadModule('/entry-server.tsx')) as WebServerEntry,
    close: () => vite.close(),
  };
}
