import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { isServerPath } from '../request-path.ts';
import { negotiateEncoding } from './accept-encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

// Built beside each text file by web/vite-precompress.ts, in order of preference.
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the web app's built browser files (dist/web/client): hashed files under /assets are cached
 * for a year (their names change with their content), everything else revalidates. A text file is
 * sent as its precompressed brotli or gzip copy when the browser accepts one. Pages are not files:
 * the server renders them (api/pages/render-pages.ts).
 */
export function staticWeb(clientDir: string) {
  const root = path.resolve(clientDir);

  return async function serveWeb(ctx: Context, next: Next): Promise<void> {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (isServerPath(ctx.path) || !path.extname(ctx.path)) return;
    const file = resolveInside(root, ctx.path);
    if (file && (await isFile(file))) return send(ctx, file, ctx.path.startsWith('/assets/'));
  };
}

function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function send(ctx: Context, file: string, immutable: boolean): Promise<void> {
  const chosen = await pickEncoding(ctx, file);
  const stat = await fs.promises.stat(chosen.file);
  ctx.status = 200;
  ctx.type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  if (chosen.encoding) ctx.set('Content-Encoding', chosen.encoding);
  ctx.length = stat.size;
  ctx.lastModified = stat.mtime;
  ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(chosen.file);
  if (ctx.method === 'HEAD') ctx.length = stat.size;
}

/** The precompressed copy the request accepts (brotli first), or the file itself. */
async function pickEncoding(ctx: Context, file: string): Promise<{ file: string; encoding?: string }> {
  const available = [];
  for (const candidate of PRECOMPRESSED) if (await isFile(file + candidate.suffix)) available.push(candidate);
  if (!available.length) return { file };
  // Caches must key the answer on the header it depends on, whichever copy this request gets.
  ctx.vary('Accept-Encoding');
  const accepted = negotiateEncoding(ctx.get('Accept-Encoding'), [...available.map((candidate) => candidate.encoding), 'identity']);
  const match = available.find((candidate) => candidate.encoding === accepted);
  return match ? { file: file + match.suffix, encoding: match.encoding } : { file };
}
