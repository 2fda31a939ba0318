import { useEffect, useState } from 'react';
import { usePriceRange } from '../api/get-price-range.ts';
import { priceFilterFrom, sliderValues, type PriceRange } from '../price-filter.ts';
import { PriceRangeSlider } from './price-range-slider.tsx';

type PriceFilter = { minPrice?: number; maxPrice?: number };

// Dragging moves the thumbs at once; the URL (and the fetch) follows once the hand rests.
const COMMIT_DELAY_MS = 300;

/** The gallery's price filter: bounds and step from the server, the chosen range in the URL. */
export function PriceFilterField({ filter, onChange }: { filter: PriceFilter; onChange: (filter: PriceFilter) => void }) {
  const range = usePriceRange();
  const [draft, setDraft] = useState<PriceRange | null>(null);
  const bounds = range.data;

  useEffect(() => {
    if (!draft || !bounds) return;
    const timer = setTimeout(() => {
      onChange(priceFilterFrom(draft, bounds));
      setDraft(null);
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, bounds, onChange]);

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-slate-900">Harga per Jam</legend>
      {bounds ? (
        <PriceRangeSlider bounds={bounds} value={draft ?? sliderValues(filter, bounds)} onChange={setDraft} />
      ) : range.isError ? (
        <p className="text-sm text-slate-500">Rentang harga tidak dapat dimuat.</p>
      ) : (
        <div aria-hidden="true" className="animate-pulse">
          <span className="mb-3 block h-5 rounded bg-slate-200" />
          <span className="block h-1.5 rounded-full bg-slate-200" />
          <span className="mt-3 block h-3 rounded bg-slate-100" />
        </div>
      )}
    </fieldset>
  );
}
