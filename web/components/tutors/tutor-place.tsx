import { cityName } from '../../../core/places/cities.ts';
import { placeLine, type LessonMode } from '../../../core/places/lesson-modes.ts';

const pin = (
  <svg
    viewBox="0 0 20 20"
    className="size-4 shrink-0 text-slate-400"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10Z" strokeLinejoin="round" />
    <circle cx="10" cy="8" r="2.2" />
  </svg>
);

/** Where and how a tutor teaches (docs/decisions/056): 'Bandung · Online & datang ke rumah', or 'Online' without a city. */
export function TutorPlace({ tutor, className = '' }: { tutor: { city: string | null; lessonMode: LessonMode }; className?: string }) {
  return (
    <span className={`flex items-center gap-1.5 ${className}`}>
      {pin}
      <span className="sr-only">Lokasi dan cara les: </span>
      {placeLine(tutor, cityName)}
    </span>
  );
}
