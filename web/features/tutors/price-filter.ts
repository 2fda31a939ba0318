import type { PriceSliderBounds } from '../../../core/format/price-slider.ts';

export type PriceRange = readonly [number, number];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The two thumbs for the URL's price filter: an unset side sits at its bound; all within bounds. */
export function sliderValues(filter: { minPrice?: number; maxPrice?: number }, bounds: PriceSliderBounds): PriceRange {
  const low = clamp(filter.minPrice ?? bounds.min, bounds.min, bounds.max);
  const high = clamp(filter.maxPrice ?? bounds.max, bounds.min, bounds.max);
  return [Math.min(low, high), Math.max(low, high)];
}

/**
 * A range input only stops on min + k × step, so when the range is not a whole number of steps the
 * true maximum cannot be reached by dragging. The last stop before it stands for the maximum:
 * dragging "all the way right" must include the dearest tutor.
 */
export function snapToBounds(value: number, bounds: PriceSliderBounds): number {
  if (value + bounds.step > bounds.max) return bounds.max;
  return clamp(value, bounds.min, bounds.max);
}

/**
 * The URL filter for the thumbs' positions. A thumb at its bound means "no limit on that side", so
 * the link keeps working when a cheaper or dearer tutor joins later.
 */
export function priceFilterFrom([low, high]: PriceRange, bounds: PriceSliderBounds): { minPrice?: number; maxPrice?: number } {
  return {
    minPrice: low <= bounds.min ? undefined : low,
    maxPrice: high >= bounds.max ? undefined : high,
  };
}
