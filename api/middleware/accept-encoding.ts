import Negotiator from 'negotiator';

// Which encoding a client's Accept-Encoding picks, decided by the negotiator koa-compress uses, with
// our order preferred where the client's qualities tie. Browsers send "gzip, deflate, br, zstd":
// Koa's own ctx.acceptsEncodings (negotiator 0.6, no preference) answers gzip to that, in the
// client's order. One decision for the JSON answers and the precompressed web files.

export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERRED: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to answer in among `available` (by default all three), or undefined when the client
 * refuses every one of them. As koa-compress: no header means identity, a bare `*` gzip.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[] = PREFERRED): Encoding | undefined {
  if (!header) return 'identity';
  const request = { headers: { 'accept-encoding': header === '*' ? 'gzip' : header } };
  const offered = PREFERRED.filter((encoding) => available.includes(encoding));
  return new Negotiator(request).encoding(offered, { preferred: PREFERRED }) as Encoding | undefined;
}
