import { PREVIEW_IMAGE_SIDE, tutorPreviewImagePath } from '../../../core/pages/preview-image.ts';
import { formatRupiah } from '../../../core/format/rupiah.ts';
import { formatRating } from '../../../core/format/stars.ts';
import type { PublicTutorDetail } from '../../../core/tutors/list-tutors.schema.ts';
import { pageTitle, type PageHead } from '../../lib/page-head.ts';
import { tutorProfilePath } from './share-link.ts';

const subjectList = (subjects: readonly string[], max: number) =>
  subjects.slice(0, max).join(', ') + (subjects.length > max ? ', dan lainnya' : '');

/** 'Budi Santoso — Tutor SMA - Matematika Wajib, SMA - Fisika | Ajarin'. */
export const tutorPageTitle = (tutor: PublicTutorDetail) =>
  pageTitle(tutor.subjects.length ? `${tutor.name} — Tutor ${subjectList(tutor.subjects, 2)}` : `${tutor.name} — Tutor`);

function description(tutor: PublicTutorDetail): string {
  const parts = [`${tutor.name}, tutor mahasiswa ${tutor.university}.`];
  if (tutor.subjects.length) parts.push(`Les privat ${subjectList(tutor.subjects, 5)}.`);
  parts.push(`${formatRupiah(tutor.pricePerHour)} per jam.`);
  parts.push(tutor.reviewCount > 0 ? `Rating ${formatRating(tutor.rating)} dari ${tutor.reviewCount} ulasan.` : 'Belum ada ulasan.');
  return parts.join(' ');
}

/**
 * A profile's head (docs/decisions/031): the card a shared link shows (name, subjects, price per
 * hour, rating, photo) and schema.org data for search engines: the tutor as a Person offering
 * lessons at a price in rupiah, with an aggregate rating only where there are reviews. `origin` makes
 * the addresses in that data absolute.
 */
export function tutorPageHead(tutor: PublicTutorDetail, origin: string): PageHead {
  const path = tutorProfilePath(tutor.id);
  const image = tutorPreviewImagePath(tutor.id, tutor.imageUrl);
  const lessons = tutor.subjects.length ? `Les privat ${subjectList(tutor.subjects, 5)}` : 'Les privat';
  return {
    title: tutorPageTitle(tutor),
    description: description(tutor),
    canonicalPath: path,
    type: 'profile',
    image: { path: image, width: PREVIEW_IMAGE_SIDE, height: PREVIEW_IMAGE_SIDE, alt: `Foto ${tutor.name}` },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: tutor.name,
      url: new URL(path, origin).href,
      image: new URL(image, origin).href,
      jobTitle: 'Tutor les privat',
      affiliation: { '@type': 'CollegeOrUniversity', name: tutor.university },
      knowsAbout: tutor.subjects,
      makesOffer: {
        '@type': 'Offer',
        price: tutor.pricePerHour,
        priceCurrency: 'IDR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: tutor.pricePerHour,
          priceCurrency: 'IDR',
          unitCode: 'HUR',
          unitText: 'jam',
        },
        availability: tutor.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemOffered: {
          '@type': 'Service',
          name: lessons,
          serviceType: 'Les privat',
          ...(tutor.reviewCount > 0 && {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: tutor.rating,
              reviewCount: tutor.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }),
        },
      },
    },
  };
}
