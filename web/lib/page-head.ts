import { escapeHtml } from '../../core/text/escape-html.ts';
import { scriptSafeJson } from './page-state.ts';

/** The site's name, last in every title. */
export const SITE_NAME = 'Ajarin';

/** What a page tells search engines and link previews about itself (docs/decisions/031). */
export type PageHead = {
  title: string;
  description: string;
  /** The page's one address, path and query, made absolute with the site's public origin. */
  canonicalPath?: string;
  /** Kept out of search results: signed-in pages, the not-found page. */
  noindex?: boolean;
  /** Open Graph type: a tutor's page is a profile. */
  type?: 'website' | 'profile';
  image?: { path: string; width: number; height: number; alt: string };
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
};

/** A page's title in the browser's tab and in search results. */
export const pageTitle = (name: string) => `${name} | ${SITE_NAME}`;

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The head's tags for `head`, every value escaped; `origin` is the site's public address (PUBLIC_URL). */
export function headHtml(head: PageHead, origin: string): string {
  const absolute = (path: string) => new URL(path, origin).href;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalPath) tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}" />`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalPath) tags.push(meta('property', 'og:url', absolute(head.canonicalPath)));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', absolute(head.image.path)),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  // 'summary': a square picture beside the text, as a profile photo is.
  tags.push(
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', absolute(head.image.path)));
  // A data block (not run, so the CSP allows it), escaped like the page's state.
  if (head.structuredData) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.structuredData)}</script>`);
  return tags.join('\n    ');
}
