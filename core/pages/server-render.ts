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

/**
 * A catalog subject and the city (a slug of core/places/cities.ts, null for an online-only tutor)
 * of at least one listed tutor who teaches it: the landing pages the sitemap lists.
 */
export type TaughtPlace = { subject: string; city: string | null };

/** One page to render: the address asked for (path and query) and the site's public origin for links in the head. */
export type PageRequest = { url: string; origin: string };

/** A page ready to be sent, but for the app's HTML: the head's tags and the data the browser hydrates with. */
type PageParts = {
  kind: 'page';
  status: 200 | 404;
  /** Escaped tags for the template's `<!--app-head-->`. */
  head: string;
  /** The `<script type="application/json">` with the page's state, for `<!--app-state-->`. */
  state: string;
  /** The source files of the route's page (under web/, as Vite's manifest names them), whose chunks the api preloads. */
  modules: readonly string[];
};

/** A page rendered whole (React's `prerenderToNodeStream`), to be kept and sent to every visitor. */
export type PrerenderedPage = PageParts & { html: string };

/** A page whose HTML React streams (`renderToPipeableStream`) once its shell, every page's content, is ready. */
export type StreamedPage = PageParts & { pipe: <Writable extends NodeJS.WritableStream>(destination: Writable) => Writable };

/** An address that has moved (an old link); the api answers with a permanent redirect. */
export type MovedPage = { kind: 'moved'; location: string };

/** The web app's server entry, built by Vite (dist/web/server/entry-server.js) or loaded from source in development. */
export type WebServerEntry = {
  /** The page whole, for the api to keep (docs/decisions/045). */
  prerenderPage: (request: PageRequest, reads: PublicReads) => Promise<PrerenderedPage | MovedPage>;
  /** The page streamed to a visitor, where it is not kept (development). */
  streamPage: (request: PageRequest, reads: PublicReads) => Promise<StreamedPage | MovedPage>;
  /** robots.txt: every page but the public ones, and the api, kept out of search engines. */
  robotsTxt: (origin: string) => string;
  /** sitemap.xml: the public pages, the profile of every listed tutor and the landing pages that have one. */
  sitemapXml: (origin: string, tutors: readonly { id: string }[], places: readonly TaughtPlace[]) => string;
};
