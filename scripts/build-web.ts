import fs from 'node:fs';
import path from 'node:path';
import { WEB_BUILD } from '../api/pages/web-app.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const WEB_DIST = path.join(ROOT, 'dist/web');
const CONFIG_FILE = path.join(ROOT, 'web/vite.config.ts');
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
 * `npm run build`: the web app with Vite, as in its server-rendering guide: the browser's build
 * (dist/web/client, precompressed) and the server's (`--ssr entry-server.tsx`, dist/web/server),
 * whose template, the built index.html, and the browser build's manifest are moved out of the files the api serves
 * (docs/decisions/031). It is built in a folder of its own and moved into place whole: two builds at
 * once (two `npm start`s on one checkout) used to write into one dist/web and leave a mix of both.
 */
export async function buildWeb(target = WEB_DIST): Promise<void> {
  const { build } = await import('vite');
  const staging = `${target}.building-${process.pid}`;
  try {
    await asProduction(async () => {
      await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir: path.join(staging, WEB_BUILD.client) } });
      await build({
        configFile: CONFIG_FILE,
        logLevel: 'warn',
        build: { ssr: 'entry-server.tsx', outDir: path.join(staging, WEB_BUILD.server), copyPublicDir: false },
      });
    });
    await fs.promises.rename(path.join(staging, WEB_BUILD.client, 'index.html'), path.join(staging, WEB_BUILD.template));
    await fs.promises.rename(path.join(staging, WEB_BUILD.client, '.vite/manifest.json'), path.join(staging, WEB_BUILD.manifest));
    await fs.promises.rm(path.join(staging, WEB_BUILD.client, '.vite'), { recursive: true });
    await moveIntoPlace(staging, target);
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Vite builds React's development code when NODE_ENV is 'development', as it is for the e2e app
 * and a development `npm start`: that build, three times the size, stayed in dist/web and was
 * served to whoever started next. Left unset, Vite sets NODE_ENV itself in this process, which the
 * api started after the build would read. So Vite always runs as production, and the caller's
 * NODE_ENV is put back after.
 */
async function asProduction(run: () => Promise<unknown>): Promise<void> {
  const callers = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callers;
  }
}

/** Replaces `target` with `staging` whole; of two builds finishing together, the later one stays. */
export async function moveIntoPlace(staging: string, target: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const retired = `${target}.retired-${process.pid}-${attempt}`;
    await fs.promises.rename(target, retired).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await fs.promises.rm(retired, { recursive: true, force: true });
    try {
      await fs.promises.rename(staging, target);
      return;
    } catch (error) {
      // The other build moved its own in between: retire that one too.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  }
}

/** Builds the web app when dist/web is missing, half built or older than its sources; a no-op otherwise. */
export async function buildWebIfStale(log: (message: string) => void): Promise<void> {
  // A build is moved in whole, so its server entry there means the build finished.
  const entry = path.join(WEB_DIST, WEB_BUILD.entry);
  const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  log('Membangun aplikasi web (vite build)…');
  await buildWeb();
}
