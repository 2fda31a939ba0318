import type { z } from 'zod';

// A public list is asked for with few query strings, thousands of times a second (the gallery's
// filters and pages); zod's parse of one cost about 3 % of the api's loop in the mix (decision 069).
// A pure schema's answer for a query string is kept, frozen so that no handler can change what the
// next request reads. A refused query is parsed again each time: its 400 is rare and cheap.

const MAX_ENTRIES = 500;
// Longer strings are parsed each time: memory stays bounded whatever is asked.
const MAX_QUERYSTRING_LENGTH = 512;

export type QueryParse<Out> = (querystring: string, query: () => unknown) => Out;

/** `schema.parse`, kept per query string; the oldest string kept makes room for a new one. */
export function keptQueryParses<S extends z.ZodType>(schema: S): QueryParse<z.output<S>> {
  const kept = new Map<string, z.output<S>>();
  return (querystring, query) => {
    const known = kept.get(querystring);
    if (known !== undefined) return known;
    const parsed = deepFreeze(schema.parse(query()));
    if (querystring.length <= MAX_QUERYSTRING_LENGTH) {
      if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
      kept.set(querystring, parsed);
    }
    return parsed;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
