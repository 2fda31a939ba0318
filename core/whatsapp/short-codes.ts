// Short codes a WhatsApp user types instead of a uuid (docs/product.md#chat-whatsapp): a request
// ('IKUT A1B2C3D4') or a transaction (a proof's caption) is named by the first 8 hex digits of its
// id, shown in upper case and read in any case. 32 bits: a collision between two live requests is
// about one in four billion per pair, and a lookup that finds two says so instead of guessing.

export const SHORT_CODE = /^[0-9a-f]{8}$/i;

/** 'a1b2c3d4-…' → 'A1B2C3D4'. */
export function shortCode(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** What the user typed, as the lower-case hex the ids hold, or null when it cannot be a code. */
export function parseShortCode(typed: string): string | null {
  const trimmed = typed.trim();
  return SHORT_CODE.test(trimmed) ? trimmed.toLowerCase() : null;
}

/**
 * The uuids a code stands for, as an inclusive range: `id between lo and hi` uses the primary key's
 * index, where `id::text like 'a1b2c3d4%'` would read every row. Postgres orders uuids byte by
 * byte, which is the order of their hex spelling.
 */
export function shortCodeRange(code: string): { lo: string; hi: string } {
  const hex = code.toLowerCase();
  return { lo: `${hex}-0000-0000-0000-000000000000`, hi: `${hex}-ffff-ffff-ffff-ffffffffffff` };
}
