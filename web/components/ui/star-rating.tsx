import { useId } from 'react';
import { formatRating, starParts } from '../../../core/format/stars.ts';

// Tailwind's slate-200, written out: SVG attributes are not scanned for theme variables.
const EMPTY_COLOR = '#e2e8f0';
const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z';

function Star({ fill, className }: { fill: 'full' | 'half' | 'empty'; className: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      {fill === 'half' && (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor={EMPTY_COLOR} />
          </linearGradient>
        </defs>
      )}
      <path d={STAR_PATH} fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${gradientId})` : EMPTY_COLOR} />
    </svg>
  );
}

/** docs/product.md#star-rating: five stars, full for the whole part, a half star when the fraction is 0.5 or more. */
export function StarRating({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const { full, half, empty } = starParts(rating);
  const className = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span role="img" aria-label={`Rating ${formatRating(rating)} dari 5`} className="inline-flex items-center text-amber-400">
      {Array.from({ length: full }, (_, index) => (
        <Star key={`f${index}`} fill="full" className={className} />
      ))}
      {half === 1 && <Star fill="half" className={className} />}
      {Array.from({ length: empty }, (_, index) => (
        <Star key={`e${index}`} fill="empty" className={className} />
      ))}
    </span>
  );
}
