import { describe, expect, it } from 'vitest';
import { priceSliderBounds } from './price-slider.ts';

describe('priceSliderBounds', () => {
  it('starts at 0..100 when there are no tutors', () => {
    expect(priceSliderBounds(null, null)).toEqual({ min: 0, max: 100, step: 5 });
  });

  it('floors the lowest, ceils the highest and steps by a twentieth of the range', () => {
    expect(priceSliderBounds(35_000, 250_000)).toEqual({ min: 35_000, max: 250_000, step: 10_750 });
    expect(priceSliderBounds(35_000.7, 249_999.2)).toEqual({ min: 35_000, max: 250_000, step: 10_750 });
  });

  it('never steps by less than 1', () => {
    expect(priceSliderBounds(50_000, 50_000)).toEqual({ min: 50_000, max: 50_000, step: 1 });
    expect(priceSliderBounds(100, 139)).toEqual({ min: 100, max: 139, step: 1 });
    expect(priceSliderBounds(100, 140)).toEqual({ min: 100, max: 140, step: 2 });
  });
});
