import { useId } from 'react';
import type { GallerySort } from '../../../../core/tutors/gallery-query.ts';

/** Sort options (docs/product.md#tutor-gallery-filters); 'reviews' sorts by hours taught. */
const SORT_OPTIONS: { value: GallerySort; label: string }[] = [
  { value: 'hours_desc', label: 'Jam mengajar terbanyak' },
  { value: 'hours_asc', label: 'Jam mengajar tersedikit' },
  { value: 'price_asc', label: 'Harga terendah' },
  { value: 'price_desc', label: 'Harga tertinggi' },
];

export function GallerySortSelect({ value, onChange }: { value: GallerySort; onChange: (sort: GallerySort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-600">
        Urutkan
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as GallerySort)}
        className="rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm font-medium text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-200"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
