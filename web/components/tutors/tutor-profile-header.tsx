import { TutorPlace } from './tutor-place.tsx';
import { DETAIL_SUBJECTS } from '../../../core/format/subjects.ts';
import type { PublicTutor } from '../../../core/tutors/list-tutors.schema.ts';
import { formatRating } from '../../../core/format/stars.ts';
import { StarRating } from '../ui/star-rating.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { AvailabilityBadge } from './availability-badge.tsx';
import { SubjectChips } from './subject-chips.tsx';
import { TutorAvatar } from './tutor-avatar.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/**
 * The top of a tutor's profile (docs/product.md#tutor-detail): photo or initials, badge, name,
 * university, rating, hours, subjects; `linkSubjects` on the profile page, where each subject leads
 * to its landing page (the dashboard's preview dialog stays where it is).
 */
export function TutorProfileHeader({
  tutor,
  headingLevel = 'h1',
  linkSubjects = false,
}: {
  tutor: PublicTutor;
  headingLevel?: 'h1' | 'h2';
  linkSubjects?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <TutorAvatar name={tutor.name} imageUrl={tutor.imageUrl} className="size-24 text-3xl sm:size-28" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap gap-2">
          <AvailabilityBadge available={tutor.isAvailable} size="md" />
          {tutor.verified && <VerifiedBadge size="md" />}
        </div>
        <Heading className="mt-2 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{tutor.name}</Heading>
        <p className="mt-1 flex items-center gap-1.5 text-slate-600">
          <svg
            viewBox="0 0 20 20"
            className="size-4 shrink-0 text-slate-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M10 3 2 7l8 4 8-4-8-4ZM5 8.5V13c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V8.5" />
          </svg>
          {tutor.university}
        </p>
        <TutorPlace tutor={tutor} className="mt-1 text-sm text-slate-600" />
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="flex items-center gap-1.5">
            <StarRating rating={tutor.rating} size="md" />
            <span className="font-semibold text-slate-900">{formatRating(tutor.rating)}</span>
            <span className="text-slate-500">({tutor.reviewCount} ulasan)</span>
          </span>
          <Tooltip text="Total jam yang telah diajar oleh tutor">
            <svg
              viewBox="0 0 20 20"
              className="size-4 text-slate-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
            >
              <circle cx="10" cy="10" r="7.5" />
              <path d="M10 6v4l2.5 2" strokeLinecap="round" />
            </svg>
            <span className="text-slate-700">
              <span className="font-semibold text-slate-900">{tutor.hoursTaught}</span> jam mengajar
            </span>
          </Tooltip>
        </div>
        <div className="mt-4">
          <SubjectChips subjects={tutor.subjects} max={DETAIL_SUBJECTS} moreSuffix="lainnya" size="md" linked={linkSubjects} />
        </div>
      </div>
    </div>
  );
}
