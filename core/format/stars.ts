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
