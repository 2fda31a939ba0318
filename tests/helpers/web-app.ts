import fs from 'node:fs';
import path from 'node:path';
import { staticWeb } from '../../api/middleware/static-web.ts';
import type { WebApp } from '../../api/pages/web-app.ts';
import type { WebServerEntry } from '../../core/pages/server-render.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');

/**
 * The web app as the api serves it, without a build: the browser's files from `clientDir` and the
 * pages rendered by the source of web/entry-server.tsx into web/index.html, as `npm run dev` does.
 */
export function sourceWebApp(clientDir: string): WebApp {
  const template = fs.readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8');
  return {
    files: staticWeb(clientDir),
    template: () => Promise.resolve(template),
    entry: () => import('../../web/entry-server.tsx') as Promise<WebServerEntry>,
  };
}
