import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import compress from 'koa-compress';

// JSON, HTML and other text; images and uploads are compressed already. Live-update streams are
// excluded here as well as by being written past Koa (api/sse/event-stream.ts): a compressor
// buffers, and an event must reach the browser the moment it is written.
const COMPRESSIBLE = /^(application\/json|text\/(?!event-stream)|image\/svg\+xml)/;

/**
 * Compresses answers of 1 KB and more (a tutor gallery page is several KB of JSON) as brotli when
 * the browser takes it, gzip otherwise. Brotli at quality 3: on a 4 KB gallery page, quality 4
 * took about twice the CPU (~650 µs against ~330 µs per answer, streamed as here) for 2.5 % fewer
 * bytes (708 against 726), and a request's CPU is what the 2-core server runs short of. Built web
 * files arrive already encoded (api/middleware/static-web.ts) and are passed through.
 */
export function compressResponses() {
  const compressor = compress({
    threshold: 1024,
    filter: (type) => COMPRESSIBLE.test(type),
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
    encodingPreference: ['br', 'gzip', 'identity'],
  });
  return async function compressResponse(ctx: Context, next: Next): Promise<void> {
    await compressor(ctx, async () => {
      await next();
      serialiseJsonOnce(ctx);
    });
  };
}

/**
 * A plain object or array body becomes its JSON text here, once: otherwise the compressor's size
 * check, the compressor and Koa's own send would each stringify it again. The Content-Type set for
 * the object (application/json) stays.
 */
function serialiseJsonOnce(ctx: Context): void {
  const { body } = ctx;
  if (body === null || typeof body !== 'object') return;
  const prototype: unknown = Object.getPrototypeOf(body);
  if (Array.isArray(body) || prototype === Object.prototype || prototype === null) ctx.body = JSON.stringify(body);
}
