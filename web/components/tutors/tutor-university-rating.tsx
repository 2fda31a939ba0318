import { formatRating } from '../../../core/format/stars.ts';
import { shortenUniversity } from '../../../core/format/university.ts';
import { StarRating } from '../ui/star-rating.tsx';

/**
 * The lines under a tutor's name on every tutor card: the university, shortened with its full name
 * on hover, then the stars, the rating and `reviews` (the count as the card words it; none when null).
 */
export function TutorUniversityRating({ university, rating, reviews }: { university: string; rating: number; reviews: string | null }) {
  return (
    <>
      <p className="truncate text-sm text-slate-600" title={university}>
        {shortenUniversity(university)}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm">
        <StarRating rating={rating} />
        <span className="font-semibold text-slate-800">{formatRating(rating)}</span>
        {reviews && <span className="text-xs text-slate-500">{reviews}</span>}
      </p>
    </>
  );
}
