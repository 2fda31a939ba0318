import { describe, expect, it } from 'vitest';
import { starParts } from './stars.ts';

describe('starParts', () => {
  it.each([
    [3.49, { full: 3, half: 0, empty: 2 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [4.99, { full: 4, half: 1, empty: 0 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [0, { full: 0, half: 0, empty: 5 }],
    [0.5, { full: 0, half: 1, empty: 4 }],
    [4, { full: 4, half: 0, empty: 1 }],
  ])('%d → %j', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });

  it('clamps out-of-range and non-numbers to 0..5 stars', () => {
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});
