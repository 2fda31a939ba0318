import { priceSliderBounds, type PriceSliderBounds } from '../../core/format/price-slider.ts';
import type { Db } from '../../infra/db.ts';

/** The gallery's price slider: bounds from the cheapest and dearest listed tutor (two index lookups). */
export async function getPriceRange(db: Db): Promise<PriceSliderBounds> {
  const row = await db('tutors')
    .where({ listed: true })
    .min({ min: 'price_per_hour' })
    .max({ max: 'price_per_hour' })
    .first<{ min: number | null; max: number | null }>();
  return priceSliderBounds(row?.min ?? null, row?.max ?? null);
}
