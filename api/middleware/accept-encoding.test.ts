import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './accept-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    // Chromium names gzip first; brotli wins whenever it is named at the same quality.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR, GZIP', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.2, gzip;q=0.8, identity;q=0.9', 'identity'],
    ['deflate', 'identity'],
    ['identity;q=0, gzip;q=0', undefined],
    ['*;q=0.5, br;q=0.1', 'gzip'],
    ['br, *;q=0', 'br'],
  ])('picks for %j: %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });

  it('answers identity without the header, gzip for a bare *, as koa-compress does', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('gzip');
  });

  it('chooses among the encodings at hand only', () => {
    expect(negotiateEncoding('gzip, deflate, br', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['identity'])).toBe('identity');
  });
});
