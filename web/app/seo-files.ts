import { generatePath } from 'react-router-dom';
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

/** A route's addresses in the sitemap, by its rule (web/lib/public-page.ts). */
function listed(path: string, rule: SitemapRule | undefined, tutors: readonly { id: string }[]): string[] {
  if (rule === 'page') return [path];
  if (rule === 'tutor-profiles') return tutors.map((tutor) => generatePath(path, { tutorId: tutor.id }));
  return [];
}

/**
 * sitemap.xml: every public route by its sitemap rule in the route table: the pages without
 * parameters, and the profile of every listed tutor under the address it is shared as. The caller
 * passes the listed tutors, as the public gallery reads them.
 */
export function sitemapXml(origin: string, tutors: readonly { id: string }[]): string {
  const paths = routeTable.flatMap((route) => listed(route.path, route.sitemap, tutors));
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
