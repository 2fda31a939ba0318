import zlib from 'node:zlib';
import type { Context, Next } from 'koa';
import compress from 'koa-compress';
import { negotiateEncoding } from './accept-encoding.ts';

// JSON, HTML and other text; images and uploads are compressed already. Live-update streams are
// excluded here as well as by being written past Koa (api/sse/event-stream.ts): a compressor
// buffers, and an event must reach the browser the moment it is written.
const COMPRESSIBLE = /^(application\/json|text\/(?!event-stream)|image\/svg\+xml)/;
const THRESHOLD_BYTES = 1024;
// Up to this size an answer is compressed in one synchronous call (a 4 KB gallery page: ~0.1 ms of
// brotli); koa-compress's stream through the thread pool cost ~0.6 ms of CPU for the same page.
const IN_PLACE_MAX_BYTES = 64 * 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/**
 * Compresses answers of 1 KB and more (a tutor gallery page is several KB of JSON) as brotli when
 * the browser takes it, gzip otherwise. Brotli at quality 4: on the fly, a higher level costs more
 * CPU per request than it saves on the wire. Answers up to 64 KB are compressed in place; larger
 * ones and streams go through koa-compress. Built web files arrive already encoded
 * (api/middleware/static-web.ts) and are passed through.
 */
export function compressResponses() {
  const streaming = compress({
    threshold: THRESHOLD_BYTES,
    filter: (type) => COMPRESSIBLE.test(type),
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    gzip: { level: GZIP_LEVEL },
    deflate: false,
    zstd: false,
    encodingPreference: ['br', 'gzip', 'identity'],
  });
  return async function compressResponse(ctx: Context, next: Next): Promise<void> {
    // koa-compress sets Vary and skips an answer that already carries a Content-Encoding.
    await streaming(ctx, async () => {
      await next();
      serialiseJsonOnce(ctx);
      compressInPlace(ctx);
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

/** koa-compress's own rules for what is compressed, for a text or bytes body of known size. */
function compressInPlace(ctx: Context): void {
  const { body } = ctx;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
  const size = ctx.response.length;
  if (size === undefined || size < THRESHOLD_BYTES || size > IN_PLACE_MAX_BYTES) return;
  if (
    ctx.res.headersSent ||
    !ctx.writable ||
    ctx.method === 'HEAD' ||
    EMPTY_BODY_STATUSES.has(ctx.status) ||
    ctx.status === 206 ||
    ctx.response.get('Content-Range') ||
    ctx.response.get('Content-Encoding') ||
    !COMPRESSIBLE.test(ctx.response.type) ||
    NO_TRANSFORM.test(ctx.response.get('Cache-Control'))
  )
    return;
  const encoding = negotiateEncoding(ctx.request.headers['accept-encoding']);
  // identity, or nothing acceptable: koa-compress answers that as it always has.
  if (encoding !== 'br' && encoding !== 'gzip') return;
  ctx.body = compressNow(body, encoding);
  ctx.set('Content-Encoding', encoding);
}

/** `body` compressed in one synchronous call, with the settings of every answer compressed on the fly. */
export function compressNow(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: GZIP_LEVEL });
  return zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
  });
}
