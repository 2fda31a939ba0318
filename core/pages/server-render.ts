// What the api and the web app's server entry (web/entry-server.tsx) agree on: the api renders the
// pages with the web app's code, and hands it the public data it reads with (docs/decisions/031).
// Types only: the api never imports web/, it loads the built entry (or Vite's, in development).
import type { PriceSliderBounds } from '../format/price-slider.ts';
import type { PublicConfig, TutorReview } from '../transactions/views.ts';
import type { PublicTutorDetail, TutorPage } from '../tutors/list-tutors.schema.ts';

/**
 * The public reads a page is rendered with, answered as the api answers them (the same services
 * and the same memory cache, docs/decisions/024) without an HTTP round trip.
 */
export type PublicReads = {
  /** GET /api/tutors with these query parameters (filters, sort, limit, cursor), already valid. */
  tutorGallery: (query: Record<string, string>) => Promise<TutorPage>;
  /** GET /api/tutors/price-range. */
  priceRange: () => Promise<PriceSliderBounds>;
  /** GET /api/tutors/:id, or null where the api answers 404 (unknown, unlisted, malformed id). */
  tutor: (id: string) => Promise<PublicTutorDetail | null>;
  /** GET /api/tutors/:id/reviews. */
  tutorReviews: (id: string) => Promise<{ reviews: TutorReview[] }>;
  /** GET /api/config/public. */
  publicConfig: () => PublicConfig;
};

/** One page to render: the address asked for (path and query) and the site's public origin for links in the head. */
export type PageRequest = { url: string; origin: string };

/** A page ready to be sent: the head's tags, the app's HTML (React's stream) and the data the browser hydrates with. */
export type RenderedPage = {
  kind: 'page';
  status: 200 | 404;
  /** Escaped tags for the template's `<!--app-head-->`. */
  head: string;
  /** The `<script type="application/json">` with the page's state, for `<!--app-state-->`. */
  state: string;
  /** The source files of the route's page (under web/, as Vite's manifest names them), whose chunks the api preloads. */
  modules: readonly string[];
  /** React's stream of the app's HTML, whole: it is piped only once the shell, every page's content, is ready. */
  pipe: <Writable extends NodeJS.WritableStream>(destination: Writable) => Writable;
  abort: (reason?: unknown) => void;
};

/** An address that has moved (an old link); the api answers with a permanent redirect. */
export type MovedPage = { kind: 'moved'; location: string };

/** The web app's server entry, built by Vite (dist/web/server/entry-server.js) or loaded from source in development. */
export type WebServerEntry = {
  renderPage: (request: PageRequest, reads: PublicReads) => Promise<RenderedPage | MovedPage>;
  /** robots.txt: every page but the public ones, and the api, kept out of search engines. */
  robotsTxt: (origin: string) => string;
  /** sitemap.xml: the public pages and the profile of every listed tutor. */
  sitemapXml: (origin: string, tutors: readonly { id: string }[]) => string;
};
