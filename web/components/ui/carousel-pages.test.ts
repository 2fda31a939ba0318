import { describe, expect, it } from 'vitest';
import { firstSlideOf, pageCount, stepPage } from './carousel-pages.ts';

describe('carousel pages', () => {
  it('makes 4 pages of 8 logos at 2 per view and 2 pages at 4 per view', () => {
    expect(pageCount(8, 2)).toBe(4);
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
  });

  it('ends the last page on the last slide instead of leaving it half empty', () => {
    expect([0, 1, 2].map((page) => firstSlideOf(page, 8, 3))).toEqual([0, 3, 5]);
    expect(firstSlideOf(0, 2, 4)).toBe(0);
  });

  it('wraps around at both ends', () => {
    expect(stepPage(3, 1, 4)).toBe(0);
    expect(stepPage(0, -1, 4)).toBe(3);
    expect(stepPage(1, 1, 4)).toBe(2);
  });
});
