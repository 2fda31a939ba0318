import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const WEB_DIST = path.join(ROOT, 'dist/web');
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

/** Builds the SPA when dist/web is missing or older than its sources; a no-op otherwise. */
export async function buildWebIfStale(log: (message: string) => void): Promise<void> {
  const index = path.join(WEB_DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  log('Membangun aplikasi web (vite build)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'web/vite.config.ts'), logLevel: 'warn' });
}
