import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text formats only: images and fonts are compressed already, and a source map is fetched by
// developer tools, never by a phone. No HTML: pages are rendered per request and compressed then.
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `file.br` (brotli at its highest quality) and `file.gz` beside `file`. */
export async function precompressFile(file: string): Promise<void> {
  const content = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `file.br` (brotli at its highest quality: done once at build, not per request) and
 * `file.gz` beside every text file of the build, so the api serves them without compressing on the
 * fly (api/middleware/static-web.ts picks one by Accept-Encoding). Only the browser's build: the
 * server's is read from disk by the api.
 */
export function precompress(): Plugin {
  return {
    name: 'ajarin-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After the bundle and the public folder are on disk; never runs for a build that writes nothing.
    async writeBundle(options) {
      if (!options.dir) return;
      const files = filesUnder(options.dir).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
      await Promise.all(files.map(precompressFile));
    },
  };
}
