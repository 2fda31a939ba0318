import { describe, expect, it } from 'vitest';
import { priceFilterFrom, sliderValues, snapToBounds } from './price-filter.ts';

// 35 000 .. 250 000 in steps of 10 750 (product.md#price-slider: a twentieth of the range).
const bounds = { min: 35_000, max: 250_000, step: 10_750 };
// 35 000 .. 249 999 in steps of 10 749: the range is not a whole number of steps, so the last
// stop a range input allows (35 000 + 20 × 10 749 = 249 980) falls short of the maximum.
const ragged = { min: 35_000, max: 249_999, step: 10_749 };

describe('sliderValues', () => {
  it('puts unset sides at the bounds', () => {
    expect(sliderValues({}, bounds)).toEqual([35_000, 250_000]);
  });

  it('keeps the filter inside the current bounds and in order', () => {
    expect(sliderValues({ minPrice: 10_000, maxPrice: 900_000 }, bounds)).toEqual([35_000, 250_000]);
    expect(sliderValues({ minPrice: 100_000, maxPrice: 60_000 }, bounds)).toEqual([60_000, 100_000]);
  });
});

describe('snapToBounds', () => {
  it('lets the last reachable stop stand for the maximum', () => {
    const lastStop = ragged.min + 20 * ragged.step;
    const previousStop = lastStop - ragged.step;
    expect(lastStop).toBeLessThan(ragged.max);
    expect(snapToBounds(lastStop, ragged)).toBe(ragged.max);
    expect(snapToBounds(previousStop, ragged)).toBe(previousStop);
  });

  it('leaves inner stops as they are', () => {
    expect(snapToBounds(45_750, bounds)).toBe(45_750);
    expect(snapToBounds(250_000, bounds)).toBe(250_000);
  });
});

describe('priceFilterFrom', () => {
  it('means "no limit" for a thumb at its bound', () => {
    expect(priceFilterFrom([35_000, 250_000], bounds)).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(priceFilterFrom([56_500, 250_000], bounds)).toEqual({ minPrice: 56_500, maxPrice: undefined });
    expect(priceFilterFrom([35_000, 99_500], bounds)).toEqual({ minPrice: undefined, maxPrice: 99_500 });
  });
});
