import { subjectSlug, type Subject } from '../../core/catalog/subjects.ts';

/**
 * A subject's landing page (docs/product.md#subject-landing-pages), in a city when `citySlug` is
 * given: '/les-privat/sma-fisika', '/les-privat/sma-fisika/bandung'. The profile's subject chips,
 * the gallery and the sitemap link to it.
 */
export const subjectLandingPath = (subject: Subject, citySlug?: string) =>
  `/les-privat/${subjectSlug(subject)}${citySlug ? `/${encodeURIComponent(citySlug)}` : ''}`;
