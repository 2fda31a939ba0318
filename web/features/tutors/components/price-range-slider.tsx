import { formatRupiah } from '../../../../core/format/rupiah.ts';
import type { PriceSliderBounds } from '../../../../core/format/price-slider.ts';
import { snapToBounds, type PriceRange } from '../price-filter.ts';

type Props = { bounds: PriceSliderBounds; value: PriceRange; onChange: (value: PriceRange) => void };

/** Two thumbs on one track (docs/product.md#price-slider): each a native range input, labelled, with arrows. */
export function PriceRangeSlider({ bounds, value: [low, high], onChange }: Props) {
  const span = Math.max(1, bounds.max - bounds.min);
  const percent = (price: number) => ((price - bounds.min) / span) * 100;
  const disabled = bounds.max <= bounds.min;
  // Both thumbs at the top end: the lower one must be on top, or it could never be dragged back.
  const lowOnTop = percent(low) > 90;
  const read = (text: string) => snapToBounds(Number(text), bounds);

  return (
    <div>
      <p className="mb-3 flex items-center justify-between text-sm font-semibold text-slate-900" aria-live="polite">
        <span>{formatRupiah(low)}</span>
        <span aria-hidden="true" className="text-slate-400">
          –
        </span>
        <span>{formatRupiah(high)}</span>
      </p>
      <div className="relative h-6">
        <div aria-hidden="true" className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          aria-hidden="true"
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
        <input
          type="range"
          aria-label="Harga minimum"
          aria-valuetext={formatRupiah(low)}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={low}
          disabled={disabled}
          // A thumb dragged past the other stays where the other is.
          onChange={(event) => onChange([Math.min(read(event.target.value), high), high])}
          className="dual-range"
          style={{ zIndex: lowOnTop ? 2 : 1 }}
        />
        <input
          type="range"
          aria-label="Harga maksimum"
          aria-valuetext={formatRupiah(high)}
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={high}
          disabled={disabled}
          onChange={(event) => onChange([low, Math.max(read(event.target.value), low)])}
          className="dual-range"
        />
      </div>
      <p className="mt-2 flex justify-between text-xs text-slate-500">
        <span>{formatRupiah(bounds.min)}</span>
        <span>{formatRupiah(bounds.max)}</span>
      </p>
    </div>
  );
}
