import { subjectPhrase } from '../../../core/catalog/subject-phrase.ts';
import { subjectBySlug, type Subject } from '../../../core/catalog/subjects.ts';
import { cityBySlug, type City } from '../../../core/places/cities.ts';
import { subjectLandingPath } from '../../lib/landing-paths.ts';
import { DEFAULT_FILTERS, type GalleryFilters } from './gallery-filters.ts';

// A landing page for search (docs/product.md#subject-landing-pages): '/les-privat/<subject>' and
// '/les-privat/<subject>/<city>', the gallery's subject (and city) filter under an address a search
// engine indexes.

/** The subject (and city) a landing page shows tutors of. */
export type LandingPlace = { subject: Subject; city?: City };

/** The place the address's slugs name; undefined (the page is not found) when either is unknown. */
export function readLandingPlace(params: Record<string, string | undefined>): LandingPlace | undefined {
  const subject = subjectBySlug(params.subject ?? '');
  if (!subject) return undefined;
  if (params.city === undefined) return { subject };
  const city = cityBySlug(params.city);
  return city ? { subject, city } : undefined;
}

/** The gallery's filters for the place: its subject and city, the default sort. */
export const landingFilters = (place: LandingPlace): GalleryFilters => ({
  ...DEFAULT_FILTERS,
  subject: [place.subject],
  ...(place.city && { city: place.city.slug }),
});

/** 'Les Privat Matematika Wajib SMA di Bandung': the page's heading and, with the site's name, its title. */
export const landingHeading = (place: LandingPlace) =>
  `Les Privat ${subjectPhrase(place.subject)}${place.city ? ` di ${place.city.name}` : ''}`;

export const landingPath = (place: LandingPlace) => subjectLandingPath(place.subject, place.city?.slug);
