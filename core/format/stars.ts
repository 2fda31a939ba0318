export type StarParts = { full: number; half: 0 | 1; empty: number };

const STARS = 5;

/**
 * docs/product.md#star-rating: five stars, full for the integer part, a half star when the fraction
 * is 0.5 or more.
 */
export function starParts(rating: number): StarParts {
  const clamped = Number.isFinite(rating) ? Math.min(STARS, Math.max(0, rating)) : 0;
  const full = Math.floor(clamped);
  // Ratings are numeric(3,2) from the database: 3.5 is exact in binary, so no epsilon is needed.
  const half: 0 | 1 = full < STARS && clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: STARS - full - half };
}

/**
 * '4,5': a rating as id-ID writes it, one decimal, half up. Written out rather than with
 * toLocaleString: the first Intl formatter loads the locale's data on the main thread, in front of
 * a gallery's first paint, to print a number that has one digit before the comma. Ratings
 * are 0–5: no thousands, no sign. Rounding the product at 12 digits first drops binary noise
 * (1.45 × 10 is 14.499…), as Intl rounds the decimal the number prints as.
 */
export function formatRating(rating: number): string {
  const tenths = Math.round(Number((rating * 10).toPrecision(12)));
  return `${Math.trunc(tenths / 10)},${tenths % 10}`;
}
