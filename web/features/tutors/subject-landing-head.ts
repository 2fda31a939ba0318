import { subjectPhrase } from '../../../core/catalog/subject-phrase.ts';
import type { PublicTutor } from '../../../core/tutors/list-tutors.schema.ts';
import { pageTitle, type PageHead } from '../../lib/page-head.ts';
import { tutorProfilePath } from './share-link.ts';
import { landingHeading, landingPath, type LandingPlace } from './subject-landing.ts';

function description(place: LandingPlace, total: number): string {
  const where = place.city ? ` di ${place.city.name}` : '';
  const lessons = `les privat ${subjectPhrase(place.subject)}${where}`;
  if (total === 0) return `Cari tutor ${lessons} di Ajarin: tutor mahasiswa dari kampus terbaik Indonesia, atau buat permintaan belajar.`;
  return `${total} tutor mahasiswa untuk ${lessons}. Bandingkan harga per jam, rating dan ulasan, lalu pesan tutor pilihan Anda di Ajarin.`;
}

/**
 * A landing page's head (docs/product.md#subject-landing-pages): its title, a description with the
 * number of tutors, its own address, and for search engines a schema.org ItemList of the profiles
 * of the tutors the page shows, in its order. `origin` makes those addresses absolute. A page
 * without tutors is kept out of search results (and the sitemap) until it has one (docs/decisions/058).
 */
export function subjectLandingHead(
  place: LandingPlace,
  shown: { tutors: readonly PublicTutor[]; total: number },
  origin: string,
): PageHead {
  const heading = landingHeading(place);
  return {
    title: pageTitle(heading),
    description: description(place, shown.total),
    canonicalPath: landingPath(place),
    ...(shown.total === 0 && { noindex: true }),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: heading,
      numberOfItems: shown.tutors.length,
      itemListElement: shown.tutors.map((tutor, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: new URL(tutorProfilePath(tutor.id), origin).href,
        name: tutor.name,
      })),
    },
  };
}
