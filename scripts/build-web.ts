import fs from 'node:fs';
import path from 'node:path';
import { LANDING_BOOT } from '../web/vite-boot-entry.ts';

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
 * (docs/decisions/016-prerendered-landing.md) and precompressed like the rest of the build. It is
 * built in a folder of its own and moved into place whole: two builds at once (two `npm start`s on
 * one checkout) used to write into one dist/web and leave a mix of both.
 */
export async function buildWeb(target = WEB_DIST): Promise<void> {
  const { build } = await import('vite');
  const staging = `${target}.building-${process.pid}`;
  try {
    await asProduction(() => build({ configFile: path.join(ROOT, 'web/vite.config.ts'), logLevel: 'warn', build: { outDir: staging } }));
    await writeLanding(staging);
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
 * NODE_ENV is put back after. The landing's pre-render is the same markup either way.
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

/** The address of the landing's boot (web/landing-boot.ts) the build wrote into `webDir`'s assets. */
function landingBootSrc(webDir: string): string {
  const files = fs.readdirSync(path.join(webDir, 'assets')).filter((file) => file.startsWith(`${LANDING_BOOT}-`) && file.endsWith('.js'));
  if (files.length !== 1) throw new Error(`expected one ${LANDING_BOOT} script in the build, found ${files.length}`);
  return `/assets/${files[0]}`;
}

/** Writes LANDING_FILE and its precompressed copies beside the built index.html in `webDir`. */
export async function writeLanding(webDir: string): Promise<void> {
  // Loaded only when building: it pulls in React's server renderer and the whole app.
  const [{ prerenderLanding }, { precompressFile }] = await Promise.all([import('../web/prerender-landing.tsx'), import('../web/vite-precompress.ts')]);
  const landing = path.join(webDir, LANDING_FILE);
  await fs.promises.writeFile(landing, await prerenderLanding(await fs.promises.readFile(path.join(webDir, 'index.html'), 'utf8'), landingBootSrc(webDir)));
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
