export type PriceSliderBounds = { min: number; max: number; step: number };

/**
 * docs/product.md#price-slider: the slider's initial range while there are no tutors (or none
 * loaded yet).
 */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 100 } as const;

/**
 * Price slider (docs/product.md#price-slider): the lowest price floored, the highest ceiled, step
 * the larger of 1 and the whole part of range/20. No tutors (null) gives the initial 0..100.
 */
export function priceSliderBounds(lowest: number | null, highest: number | null): PriceSliderBounds {
  const min = lowest === null || !Number.isFinite(lowest) ? DEFAULT_PRICE_RANGE.min : Math.floor(lowest);
  const max = highest === null || !Number.isFinite(highest) ? DEFAULT_PRICE_RANGE.max : Math.ceil(highest);
  return { min, max, step: Math.max(1, Math.floor((max - min) / 20)) };
}
