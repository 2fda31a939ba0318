import zlib from 'node:zlib';
import compress from 'koa-compress';

// JSON, HTML and other text; images and uploads are compressed already. Live-update streams are
// excluded here as well as by being written past Koa (api/sse/event-stream.ts): a compressor
// buffers, and an event must reach the browser the moment it is written.
const COMPRESSIBLE = /^(application\/json|text\/(?!event-stream)|image\/svg\+xml)/;

/**
 * Compresses answers of 1 KB and more (a tutor gallery page is several KB of JSON) as brotli when
 * the browser takes it, gzip otherwise. Brotli at quality 4: on the fly, a higher level costs more
 * CPU per request than it saves on the wire. Built web files arrive already encoded
 * (api/middleware/static-web.ts) and are passed through.
 */
export function compressResponses() {
  return compress({
    threshold: 1024,
    filter: (type) => COMPRESSIBLE.test(type),
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
    encodingPreference: ['br', 'gzip', 'identity'],
  });
}
