import { Link } from 'react-router-dom';
import { subjectPhrase } from '../../../../core/catalog/subject-phrase.ts';
import { SUBJECT_GROUPS } from '../../../../core/catalog/subjects.ts';
import { cityBySlug } from '../../../../core/places/cities.ts';
import { subjectLandingPath } from '../../../lib/landing-paths.ts';
import type { GalleryFilters } from '../gallery-filters.ts';
import { landingHeading, landingPath } from '../subject-landing.ts';

// The gallery's ways to the landing pages (docs/product.md#subject-landing-pages): for visitors a
// page to share, for search engines the links that lead them there.

/** With one subject (and a city) chosen: that subject's (and city's) landing page. */
export function LandingPageLink({ filters }: { filters: GalleryFilters }) {
  const [subject, ...others] = filters.subject ?? [];
  if (!subject || others.length > 0) return null;
  const place = { subject, city: filters.city === undefined ? undefined : cityBySlug(filters.city) };
  return (
    <Link to={landingPath(place)} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
      {`Lihat halaman ${landingHeading(place)}`}
    </Link>
  );
}

/** Every subject's landing page, by level. */
export function SubjectLandingLinks() {
  return (
    <nav aria-labelledby="subject-landing-links" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="subject-landing-links" className="text-lg font-bold text-slate-900">
        Les privat per mata pelajaran
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-3">
        {SUBJECT_GROUPS.map((group) => (
          <ul key={group.level} aria-label={group.level} className="flex flex-col gap-1.5 text-sm">
            {group.subjects.map((subject) => (
              <li key={subject}>
                <Link to={subjectLandingPath(subject)} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {`Les privat ${subjectPhrase(subject)}`}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}
