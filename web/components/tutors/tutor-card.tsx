import { Link } from 'react-router-dom';
import { formatRelativeTime } from '../../../core/format/relative-time.ts';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import { CARD_SUBJECTS } from '../../../core/format/subjects.ts';
import type { PublicTutor } from '../../../core/tutors/list-tutors.schema.ts';
import { useNow } from '../../lib/use-now.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { SubjectChips } from './subject-chips.tsx';
import { TutorPhoto } from './tutor-photo.tsx';
import { TutorPlace } from './tutor-place.tsx';
import { TutorUniversityRating } from './tutor-university-rating.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/** Where a card leads: a page (gallery, landing) or an in-page action (the dashboard's preview dialog). */
export type TutorCardAction = { to: string } | { onOpen: () => void };

// The name is the card's one link or button; its ::after covers the whole card, so the card is one
// click target while screen readers hear a short name instead of every line of the card.
const stretched = 'text-left after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none';

/** A green dot beside 'Terakhir online' for tutors active within the hour (the gallery's '< 1 jam'). */
const ONLINE_RECENTLY_MS = 3_600_000;

/**
 * 'Terakhir online' and its dot: the card's only part that follows the clock, apart so that a tick
 * (and the first one after the page is adopted, docs/decisions/031) re-renders this alone.
 */
function LastOnline({ lastActiveAt }: { lastActiveAt: string | null }) {
  const now = useNow();
  const onlineRecently = lastActiveAt !== null && now.getTime() - Date.parse(lastActiveAt) < ONLINE_RECENTLY_MS;
  return (
    <div className="flex items-center gap-1.5">
      <span aria-hidden="true" className="flex size-4 items-center justify-center">
        <span className={`size-2 rounded-full ${onlineRecently ? 'bg-emerald-500' : 'bg-slate-300'}`} />
      </span>
      <dt>Terakhir online</dt>
      <dd className="font-medium text-slate-700">{formatRelativeTime(lastActiveAt, now)}</dd>
    </div>
  );
}

/** The tutor card (docs/product.md#tutor-card) — the one card every list of tutors uses. */
export function TutorCard({ tutor, action, eagerPhoto = false }: { tutor: PublicTutor; action: TutorCardAction; eagerPhoto?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition duration-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex items-start gap-4">
        <TutorPhoto src={tutor.imageUrl} eager={eagerPhoto} className="size-20 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-1.5">
            <AvailabilityBadge available={tutor.isAvailable} />
            {tutor.verified && <VerifiedBadge />}
          </div>
          <h3 className="mt-1.5 truncate text-base leading-6 font-semibold text-slate-900 group-hover:text-brand-800">
            {'to' in action ? (
              <Link to={action.to} className={stretched}>
                {tutor.name}
              </Link>
            ) : (
              <button type="button" onClick={action.onOpen} className={stretched}>
                {tutor.name}
              </button>
            )}
          </h3>
          <TutorUniversityRating university={tutor.university} rating={tutor.rating} reviews={`(${tutor.reviewCount})`} />
        </div>
      </div>

      <div className="mt-4">
        <SubjectChips subjects={tutor.subjects} max={CARD_SUBJECTS} />
      </div>

      <dl className="mt-4 grid gap-1.5 text-xs text-slate-600">
        <div className="flex items-center gap-1.5">
          <svg viewBox="0 0 20 20" className="size-4 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <circle cx="10" cy="10" r="7.5" />
            <path d="M10 6v4l2.5 2" strokeLinecap="round" />
          </svg>
          <dt className="sr-only">Jam mengajar</dt>
          <dd>
            <span className="font-semibold text-slate-800">{tutor.hoursTaught}</span> jam mengajar
          </dd>
        </div>
        <LastOnline lastActiveAt={tutor.lastActiveAt} />
      </dl>
      <TutorPlace tutor={tutor} className="mt-1.5 text-xs text-slate-600" />

      <div className="mt-auto pt-4">
        <div className="flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <p className="text-slate-900">
            <span className="text-lg font-bold">{formatRupiah(tutor.pricePerHour)}</span>{' '}
            <span className="text-sm text-slate-500">per jam</span>
          </p>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 transition-transform group-hover:translate-x-0.5"
          >
            {'to' in action ? 'Lihat Profil' : 'Lihat Detail'}
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M7.5 5l5 5-5 5" />
            </svg>
          </span>
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while tutors load: same size as a card, so the grid does not jump. */
export function TutorCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="flex items-start gap-4">
        <span className="size-20 shrink-0 rounded-2xl bg-slate-200" />
        <span className="flex flex-1 flex-col gap-2 pt-1">
          <span className="h-4 w-16 rounded-full bg-slate-200" />
          <span className="h-4 w-3/4 rounded bg-slate-200" />
          <span className="h-3 w-1/2 rounded bg-slate-200" />
          <span className="h-3 w-2/5 rounded bg-slate-200" />
        </span>
      </div>
      <span className="mt-5 flex gap-1.5">
        <span className="h-6 w-20 rounded-full bg-slate-200" />
        <span className="h-6 w-24 rounded-full bg-slate-200" />
        <span className="h-6 w-10 rounded-full bg-slate-200" />
      </span>
      <span className="mt-5 h-3 w-1/2 rounded bg-slate-200" />
      <span className="mt-2 h-3 w-2/3 rounded bg-slate-200" />
      <span className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4">
        <span className="h-5 w-32 rounded bg-slate-200" />
        <span className="h-4 w-20 rounded bg-slate-200" />
      </span>
    </div>
  );
}
