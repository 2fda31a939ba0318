import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './accept-encoding.ts';

// The very negotiator koa-compress uses, as the reference: where negotiateEncoding answers, it
// must answer the same; it may only leave a header to koa-compress (undefined).
const requireFromCompress = createRequire(createRequire(import.meta.url).resolve('koa-compress'));
const Negotiator = requireFromCompress('negotiator') as new (request: { headers: Record<string, string> }) => {
  encoding: (available: string[], options: { preferred: string[] }) => string | undefined;
};
const ORDER = ['br', 'gzip', 'identity'];
const reference = (header: string) => new Negotiator({ headers: { 'accept-encoding': header } }).encoding(ORDER, { preferred: ORDER });

const HEADERS = [
  'gzip, deflate, br', 'gzip, deflate, br, zstd', 'br', 'gzip', 'deflate', 'identity', 'br;q=0', 'gzip;q=1, br;q=0.5',
  'gzip;q=0.5, br;q=0.5', 'br;q=0.2, gzip;q=0.8, identity;q=0.9', 'identity;q=0, gzip;q=0', 'identity;q=0', '*;q=0', '*;q=0.5, br;q=0.1',
  'br, *;q=0', 'BR, GZIP', 'gzip;Q=0.7, br;q=0.6', 'x-custom', 'compress, gzip', 'gzip;q=0, *', 'br;q=0.000', 'identity, br;q=0.9',
  ' gzip ,br ', 'gzip;q=1.0,br;q=1.0', 'deflate;q=0.5, *;q=0.4', 'br;q=0.5, br;q=0.9', '*, br;q=0',
];

describe('negotiateEncoding', () => {
  it.each(HEADERS)('picks what koa-compress picks for %j', (header) => {
    expect(negotiateEncoding(header)).toBe(reference(header));
  });

  it('answers identity without the header, gzip for a bare *, as koa-compress does', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('gzip');
  });

  it('leaves headers it does not read plainly to koa-compress', () => {
    expect(negotiateEncoding('gzip;level=1')).toBeUndefined();
    expect(negotiateEncoding('"br"')).toBeUndefined();
    expect(negotiateEncoding('gzip,,br')).toBeUndefined();
  });
});
