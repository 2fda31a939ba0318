import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorsContract } from '../../../../core/contracts/tutors.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { LIST_CACHE } from '../../../lib/cache-times.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

export const getPriceRange = (signal?: AbortSignal) => callApi(tutorsContract.priceRange, {}, { signal });

/** The price slider's bounds and step (docs/product.md#price-slider), from the cheapest and dearest tutor. */
export const getPriceRangeQueryOptions = () =>
  queryOptions({ queryKey: tutorKeys.priceRange(), queryFn: ({ signal }) => getPriceRange(signal), ...LIST_CACHE });

export const usePriceRange = () => useQuery(getPriceRangeQueryOptions());
