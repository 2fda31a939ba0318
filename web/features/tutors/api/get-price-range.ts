import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceSliderBounds } from '../../../../core/format/price-slider.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export const getPriceRange = (signal?: AbortSignal) => apiClient.get<PriceSliderBounds>('/api/tutors/price-range', { signal });

/** The price slider's bounds and step (docs/product.md#price-slider), from the cheapest and dearest tutor. */
export const getPriceRangeQueryOptions = () =>
  queryOptions({ queryKey: tutorKeys.priceRange(), queryFn: ({ signal }) => getPriceRange(signal), ...LIST_CACHE });

export const usePriceRange = () => useQuery(getPriceRangeQueryOptions());
