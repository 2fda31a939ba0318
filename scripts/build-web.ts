import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const WEB_DIST = path.join(ROOT, 'dist/web');
/** The landing's HTML with the page already drawn in it; api/middleware/static-web.ts serves it for `/`. */
export const LANDING_FILE = 'index-landing.html';
const SOURCES = [path.join(ROOT, 'web'), path.join(ROOT, 'core')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * `npm run build`: the SPA with Vite, then the landing pre-rendered into the built index.html
 * (docs/decisions/016-prerendered-landing.md) and precompressed like the rest of the build.
 */
export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'web/vite.config.ts'), logLevel: 'warn' });
  await writeLanding(WEB_DIST);
}

/** Writes LANDING_FILE and its precompressed copies beside the built index.html in `webDir`. */
export async function writeLanding(webDir: string): Promise<void> {
  // Loaded only when building: it pulls in React's server renderer and the whole app.
  const [{ prerenderLanding }, { precompressFile }] = await Promise.all([import('../web/prerender-landing.tsx'), import('../web/vite-precompress.ts')]);
  const landing = path.join(webDir, LANDING_FILE);
  await fs.promises.writeFile(landing, await prerenderLanding(await fs.promises.readFile(path.join(webDir, 'index.html'), 'utf8')));
  await precompressFile(landing);
}

/** Builds the SPA when dist/web is missing, half built or older than its sources; a no-op otherwise. */
export async function buildWebIfStale(log: (message: string) => void): Promise<void> {
  // Written last by buildWeb, so its presence means the build finished.
  const landing = path.join(WEB_DIST, LANDING_FILE);
  const builtAt = fs.existsSync(landing) ? fs.statSync(landing).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  log('Membangun aplikasi web (vite build)…');
  await buildWeb();
}
