import { generatePath } from 'react-router-dom';
import { isSubject, subjectSlug } from '../../core/catalog/subjects.ts';
import type { TaughtPlace } from '../../core/pages/server-render.ts';
import { cityBySlug } from '../../core/places/cities.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';
import type { SitemapRule } from '../lib/public-page.ts';
import { routeTable } from './route-table.ts';

/** A route's fixed start, up to its first parameter: '/bidding/:biddingId' → '/bidding/'. */
const prefixOf = (path: string) => path.split(':')[0] ?? path;

/**
 * robots.txt (docs/decisions/031): the api and the development tools, and every page that is not
 * public (signed-in pages, sign-in, booking, old addresses), stay out of search engines. The list
 * follows the route table, so a new private page is covered the day it is added.
 */
export function robotsTxt(origin: string): string {
  const privatePrefixes = new Set([
    '/api/',
    '/dev/',
    '/customer-transaction-detail/',
    ...routeTable.filter((route) => route.sitemap === undefined).map((route) => prefixOf(route.path)),
  ]);
  return [
    'User-agent: *',
    ...[...privatePrefixes].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

type Landings = { subjects: { subject: string }[]; cities: { subject: string; city: string }[] };
type Listed = { tutors: readonly { id: string }[]; landings: Landings };

/**
 * The landing pages that show at least one tutor (docs/product.md#subject-landing-pages): a subject
 * any listed tutor teaches, and that subject in the city of any such tutor. A label or a city the
 * catalogs no longer hold has no page, so no address.
 */
function landingParams(places: readonly TaughtPlace[]): Landings {
  const subjects = new Map<string, { subject: string }>();
  const cities = new Map<string, { subject: string; city: string }>();
  for (const place of places) {
    if (!isSubject(place.subject)) continue;
    const subject = subjectSlug(place.subject);
    subjects.set(subject, { subject });
    if (place.city !== null && cityBySlug(place.city)) cities.set(`${subject}/${place.city}`, { subject, city: place.city });
  }
  const sorted = <Params>(map: Map<string, Params>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, params]) => params);
  return { subjects: sorted(subjects), cities: sorted(cities) };
}

/** A route's addresses in the sitemap, by its rule (web/lib/public-page.ts). */
function listed(path: string, rule: SitemapRule | undefined, { tutors, landings }: Listed): string[] {
  if (rule === 'page') return [path];
  if (rule === 'tutor-profiles') return tutors.map((tutor) => generatePath(path, { tutorId: tutor.id }));
  if (rule === 'subject-pages') return landings.subjects.map((params) => generatePath(path, params));
  if (rule === 'subject-city-pages') return landings.cities.map((params) => generatePath(path, params));
  return [];
}

/**
 * sitemap.xml: every public route by its sitemap rule in the route table: the pages without
 * parameters, the profile of every listed tutor under the address it is shared as, and the landing
 * pages that have a tutor. The caller passes the listed tutors and the (subject, city) each of them
 * teaches in, as the public gallery reads them.
 */
export function sitemapXml(origin: string, tutors: readonly { id: string }[], places: readonly TaughtPlace[]): string {
  const listing = { tutors, landings: landingParams(places) };
  const paths = routeTable.flatMap((route) => listed(route.path, route.sitemap, listing));
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
