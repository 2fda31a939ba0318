import type { ReactNode } from 'react';
import { formatRupiah } from '../../../../core/format/rupiah.ts';
import type { InterestedTutor } from '../../../../core/requests/views.ts';
import { SubjectChips } from '../../../components/tutors/subject-chips.tsx';
import { TutorPhoto } from '../../../components/tutors/tutor-photo.tsx';
import { TutorUniversityRating } from '../../../components/tutors/tutor-university-rating.tsx';

/** docs/product.md#request-choose: up to 3 subjects on an interested tutor's card, then '+n more'. */
export const INTERESTED_TUTOR_SUBJECTS = 3;

/** The review count goes beside the rating only when there are reviews (docs/product.md#request-choose). */
export const reviewCountText = (reviewCount: number): string | null => (reviewCount > 0 ? `(${reviewCount} ulasan)` : null);

/**
 * One of 'Tutor yang Tertarik (n)': photo, name, university (shortened as on every tutor card),
 * price per hour, rating, subjects. `children` is the card's action: 'Pilih Tutor Ini' or the
 * chosen mark.
 */
export function InterestedTutorCard({ tutor, children }: { tutor: InterestedTutor; children?: ReactNode }) {
  return (
    <article
      aria-label={`Tutor ${tutor.name}`}
      className={`flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${tutor.chosen ? 'ring-2 ring-emerald-500' : 'ring-slate-200'}`}
    >
      <div className="flex items-start gap-4">
        <TutorPhoto src={tutor.imageUrl} className="size-16 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-slate-900">{tutor.name}</h3>
          <TutorUniversityRating university={tutor.university} rating={tutor.rating} reviews={reviewCountText(tutor.reviewCount)} />
        </div>
      </div>
      <div className="mt-4">
        <SubjectChips subjects={tutor.subjects} max={INTERESTED_TUTOR_SUBJECTS} moreSuffix="more" />
      </div>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-4">
        <p className="text-slate-900">
          <span className="text-lg font-bold">{formatRupiah(tutor.pricePerHour)}</span>{' '}
          <span className="text-sm text-slate-500">per jam</span>
        </p>
        {children}
      </div>
    </article>
  );
}
