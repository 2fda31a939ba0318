import { formatRelativeTime } from '../../../../core/format/relative-time.ts';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useTutorReviews } from '../api/get-tutor-reviews.ts';

/** Recent reviews, only when there are some: no empty section, no error for an optional extra. */
export function TutorReviews({ tutorId }: { tutorId: string }) {
  const reviews = useTutorReviews(tutorId);
  const now = useNow();
  if (!reviews.data?.length) return null;
  return (
    <section aria-labelledby="tutor-reviews" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="tutor-reviews" className="text-lg font-bold text-slate-900">
        Ulasan Terbaru
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {reviews.data.map((review) => (
          <li key={`${review.createdAt}-${review.customerFirstName}`} className="py-4 first:pt-0 last:pb-0">
            <div className="flex items-center justify-between gap-3">
              <p className="font-semibold text-slate-900">{review.customerFirstName}</p>
              <p className="text-xs text-slate-500">{formatRelativeTime(review.createdAt, now)}</p>
            </div>
            <div className="mt-1">
              <StarRating rating={review.rating} />
            </div>
            {review.comment && <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{review.comment}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
