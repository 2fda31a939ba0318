// Which of our encodings a client's Accept-Encoding picks, decided exactly as koa-compress decides
// it (negotiator, with our order preferred when qualities tie). Only plain headers are read here —
// `token` or `token;q=value` items; anything else (quotes, other parameters) is undefined and left
// to koa-compress, so an answer given here never differs from the one it would give.

export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERRED: readonly Encoding[] = ['br', 'gzip', 'identity'];
const ITEM = /^[ \t]*([A-Za-z0-9!#$%&'*+.^_`|~-]+)[ \t]*(?:;[ \t]*q[ \t]*=[ \t]*([0-9.]+)[ \t]*)?$/i;

type Spec = { encoding: string; q: number; order: number };

function parse(header: string): Spec[] | undefined {
  const specs: Spec[] = [];
  for (const [order, item] of header.split(',').entries()) {
    const match = ITEM.exec(item);
    if (!match?.[1]) return undefined;
    const q = match[2] === undefined ? 1 : Number.parseFloat(match[2]);
    if (Number.isNaN(q)) return undefined;
    specs.push({ encoding: match[1].toLowerCase(), q, order });
  }
  // Unnamed (`*` names it), identity is acceptable at the lowest quality named (negotiator counts q=0 as 1 here).
  if (!specs.some((spec) => spec.encoding === 'identity' || spec.encoding === '*')) {
    specs.push({ encoding: 'identity', q: Math.min(1, ...specs.map((spec) => spec.q || 1)), order: specs.length });
  }
  return specs;
}

/** The named entry beats `*`; among equals, the higher quality, then the later one. */
function qualityOf(encoding: Encoding, specs: Spec[]): number {
  let best: (Spec & { exact: boolean }) | undefined;
  for (const spec of specs) {
    const exact = spec.encoding === encoding;
    if (!exact && spec.encoding !== '*') continue;
    const better = !best || (exact !== best.exact ? exact : spec.q !== best.q ? spec.q > best.q : spec.order > best.order);
    if (better) best = { ...spec, exact };
  }
  return best?.q ?? 0;
}

/** The encoding to answer in, or undefined when this header is for koa-compress to read. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return 'identity';
  if (header === '*') return 'gzip';
  const specs = parse(header);
  if (!specs) return undefined;
  let chosen: { encoding: Encoding; q: number } | undefined;
  for (const encoding of PREFERRED) {
    const q = qualityOf(encoding, specs);
    if (q > 0 && (!chosen || q > chosen.q)) chosen = { encoding, q };
  }
  return chosen?.encoding;
}
