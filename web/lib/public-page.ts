import type { QueryClient } from '@tanstack/react-query';
import type { PublicReads } from '../../core/pages/server-render.ts';
import { pageTitle, type PageHead } from './page-head.ts';

// What a public route declares in the route table (web/app/route-table.ts) for the server to render
// it with its data, give it a head and list it for search engines (docs/decisions/031, 045).

/** The description of every page that has none of its own. */
export const SITE_DESCRIPTION =
  'Ajarin menghubungkan siswa dengan tutor mahasiswa dari kampus terbaik Indonesia. Les privat sendiri atau bersama teman, jadwal dan materi Anda yang tentukan.';

/** The page the server renders: its route, the route's parameters, the address's query and the site's public origin. */
export type PageAddress = {
  route: { path: string; title: string };
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  origin: string;
};

/** Puts in the query cache what the page shows first, read through the api's public reads. */
export type PageLoader = (client: QueryClient, reads: PublicReads, at: PageAddress) => Promise<unknown>;

/** A page's head; `notFound` when the page is its own not-found screen (a tutor nobody may see), answered 404. */
export type PublicHead = PageHead & { notFound?: true };

/** The head from the address and what the loader put in `client`. */
export type HeadRule = (at: PageAddress, client: QueryClient) => PublicHead;

/** A public page as the server renders it: what it reads first, and its head. */
export type ServerPage = { load?: PageLoader; head: HeadRule };

/**
 * How sitemap.xml lists a public route: `page`, its own address (a route without parameters);
 * `tutor-profiles`, once per listed tutor; `subject-pages` and `subject-city-pages`, once per
 * subject (and city) some listed tutor teaches (in), its `:subject` (and `:city`) filled with the
 * slugs (docs/product.md#subject-landing-pages); `unlisted`, not at all (another address of a page
 * listed under its own). Every route without a rule is kept out by robots.txt.
 */
export type SitemapRule = 'page' | 'tutor-profiles' | 'subject-pages' | 'subject-city-pages' | 'unlisted';

/** The head of a page that always reads the same: the route's title, `description`, its own address. */
export const fixedHead =
  (description: string): HeadRule =>
  ({ route }) => ({ title: pageTitle(route.title), description, canonicalPath: route.path });
