import { describe, expect, it } from 'vitest';
import { formatRupiah } from './rupiah.ts';

describe('formatRupiah', () => {
  it.each([
    [75_000, 'Rp 75.000'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1_000, 'Rp 1.000'],
    [10_000_000, 'Rp 10.000.000'],
    [-2_500, '-Rp 2.500'],
    [1_499.5, 'Rp 1.500'],
  ])('%d → %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });
});
