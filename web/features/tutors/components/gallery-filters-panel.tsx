import { useCallback } from 'react';
import { formatRating } from '../../../../core/format/stars.ts';
import { MIN_RATINGS, type LastActiveFilter } from '../../../../core/tutors/gallery-query.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RadioPills } from '../../../components/ui/radio-pills.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { activeFilterCount, type GalleryFilters } from '../gallery-filters.ts';
import { GallerySearchFields } from './gallery-search-fields.tsx';
import { PriceFilterField } from './price-filter-field.tsx';

const ANY = 'any';
const RATING_OPTIONS = [
  { value: ANY, label: 'Semua' },
  ...MIN_RATINGS.map((rating) => ({ value: String(rating), label: rating === 5 ? '5' : `${formatRating(rating).replace(/,0$/, '')}+` })),
];

/** Last-active choices (docs/product.md#tutor-gallery-filters), labelled to the letter. */
const LAST_ACTIVE_OPTIONS: { value: LastActiveFilter; label: string }[] = [
  { value: 'all', label: 'Semua' },
  { value: '1h', label: '< 1 jam' },
  { value: '24h', label: '< 24 jam' },
  { value: '7d', label: '< 7 hari' },
];

type Props = { filters: GalleryFilters; onChange: (patch: Partial<GalleryFilters>) => void; onClear: () => void };

/** The gallery's left column: search text, subjects, university, city, lesson mode, price range, minimum rating, last active, 'Available Now Only' and verified tutors only. */
export function GalleryFiltersPanel({ filters, onChange, onClear }: Props) {
  const onPrice = useCallback((price: Pick<GalleryFilters, 'minPrice' | 'maxPrice'>) => onChange(price), [onChange]);
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <h2 className="sr-only text-base font-bold text-slate-900 md:not-sr-only">Filter</h2>
        {activeFilterCount(filters) > 0 && (
          <Button variant="ghost" className="-my-2 -mr-3" onClick={onClear}>
            Hapus Filter
          </Button>
        )}
      </div>
      <GallerySearchFields filters={filters} onChange={onChange} />
      <PriceFilterField filter={filters} onChange={onPrice} />
      <RadioPills
        legend="Rating Minimum"
        grid="grid grid-cols-[1.5fr_1fr_1.2fr_1fr_1fr]"
        options={RATING_OPTIONS}
        value={filters.minRating === undefined ? ANY : String(filters.minRating)}
        onChange={(value) => onChange({ minRating: value === ANY ? undefined : (Number(value) as GalleryFilters['minRating']) })}
      />
      <RadioPills
        legend="Terakhir Aktif"
        grid="grid grid-cols-2"
        options={LAST_ACTIVE_OPTIONS}
        value={filters.lastActive}
        onChange={(lastActive) => onChange({ lastActive })}
      />
      <div className="border-t border-slate-100 pt-5">
        <Switch
          label="Available Now Only"
          hint="Hanya tutor yang berstatus Tersedia"
          checked={filters.available}
          onChange={(available) => onChange({ available })}
          tone="emerald"
        />
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
          checked={filters.verified}
          onChange={(event) => onChange({ verified: event.target.checked })}
        />
        <span>
          <span className="font-medium">Hanya tutor terverifikasi</span>
          <span className="block text-xs text-slate-500">Kartu mahasiswa sudah diperiksa admin</span>
        </span>
      </label>
    </div>
  );
}
