import { useId, useState } from 'react';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z';
export const RATING_WORDS = ['Sangat buruk', 'Buruk', 'Cukup', 'Bagus', 'Sangat bagus'] as const;

/** 1–5 stars as native radio inputs (arrow keys, screen readers); hovering previews a choice. */
export function StarInput({ value, onChange, error }: { value: number; onChange: (rating: number) => void; error?: string }) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Rating</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="cursor-pointer" onMouseEnter={() => setHovered(rating)}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
              aria-label={`${rating} bintang`}
            />
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`size-9 rounded-md transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${rating <= shown ? 'text-amber-400' : 'text-slate-200'}`}
            >
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-live="polite">
          {shown ? RATING_WORDS[shown - 1] : 'Pilih rating'}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
