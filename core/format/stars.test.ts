import { describe, expect, it } from 'vitest';
import { formatRating, starParts } from './stars.ts';

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

describe('formatRating', () => {
  it.each([
    [4.5, '4,5'],
    [5, '5,0'],
    [0, '0,0'],
    [4.25, '4,3'],
    [1.45, '1,5'],
    [4.349, '4,3'],
    [3.04, '3,0'],
  ])('%d → %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });

  it('writes every rating of up to three decimals as id-ID formatting does', () => {
    const intl = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const differing = Array.from({ length: 5001 }, (_, thousandths) => thousandths / 1000).filter(
      (rating) => formatRating(rating) !== intl.format(rating),
    );
    expect(differing).toEqual([]);
  });
});
