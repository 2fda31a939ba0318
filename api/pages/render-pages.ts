import path from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import type { TaughtPlace, PublicReads, StreamedPage } from '../../core/pages/server-render.ts';
import { isDatabaseUnreachable } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { ChangeFeed } from '../../services/realtime/change-feed.ts';
import { createPublicTutorCache } from '../../services/tutors/public-tutor-cache.ts';
import { negotiateEncoding } from '../middleware/accept-encoding.ts';
import { compressNow } from '../middleware/compress-responses.ts';
import { loggableError } from '../middleware/error-handler.ts';
import { isServerPath } from '../request-path.ts';
import type { WebApp } from './web-app.ts';

// Rendered pages kept: a gallery page is 60–80 KB of HTML.
const PAGE_CACHE_ENTRIES = 200;

const MARKS = { head: '<!--app-head-->', html: '<!--app-html-->', state: '<!--app-state-->', preloads: '<!--app-preloads-->' } as const;

/** `template` with its places filled; a function replacement, so a `$` in user text is never a pattern. */
function fill(template: string, parts: Record<keyof typeof MARKS, string>): string {
  return (Object.keys(MARKS) as (keyof typeof MARKS)[]).reduce((html, key) => html.replace(MARKS[key], () => parts[key]), template);
}

/**
 * The page as a stream: the template up to the app's place, React's HTML as it comes, then the rest
 * (Vite's streaming template). React ends the stream it is given; the rest is written before that.
 */
function streamed(template: string, page: StreamedPage, preloads: string): Readable {
  const parts = { head: page.head, html: '', state: page.state, preloads };
  const [start = '', end = ''] = template.split(MARKS.html).map((half) => fill(half, parts));
  const body = new PassThrough();
  body.write(start);
  page.pipe(
    new Writable({
      write: (chunk: Buffer, _encoding, done) => (body.write(chunk) ? done() : body.once('drain', () => done())),
      final: (done) => {
        body.end(end);
        done();
      },
    }),
  );
  return body;
}

/** A page's answer; a kept one also keeps its compressed copies, made once for every visitor who takes that encoding. */
type Answer = ({ status: number; html: string; location?: undefined } | { status: 301; location: string; html?: undefined }) & {
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
};

/** The page in the encoding the browser takes (HTML of a gallery page is 60–80 KB, 8–12 KB compressed). */
function send(ctx: Context, answer: Answer & { html: string }): void {
  const encoding = negotiateEncoding(ctx.get('Accept-Encoding'));
  ctx.vary('Accept-Encoding');
  if (encoding !== 'br' && encoding !== 'gzip') {
    ctx.body = answer.html;
    return;
  }
  answer.encoded ??= {};
  ctx.body = answer.encoded[encoding] ??= compressNow(answer.html, encoding);
  ctx.set('Content-Encoding', encoding);
}

export type PagesDeps = {
  web: WebApp;
  reads: PublicReads;
  /** The site's public origin (PUBLIC_URL, else APP_URL) for canonical addresses and the sitemap. */
  origin: string;
  /** The listed tutors' ids (`[{ id }]` as JSON), for the sitemap. */
  listedTutorIds: () => Promise<string>;
  /** The (subject, city) of the listed tutors (`[{ subject, city }]` as JSON), for the sitemap's landing pages. */
  landingPlaces: () => Promise<string>;
  /** Empties the rendered pages on every tutor change, as it does the public reads they are made of. */
  feed: Pick<ChangeFeed, 'watch'>;
  cacheTtlMs?: number;
  logger: Logger;
};

/**
 * Renders every page of the web app on the server (docs/decisions/031, 045) with its entry
 * (web/entry-server.tsx), and serves robots.txt and sitemap.xml. It answers what nothing before it
 * did: api routes and the browser's files keep their own 404s. A page is the same for every visitor
 * (the server never knows the session) and made only of public tutor data and settings, so a
 * rendered page is kept like the reads it is made of (decision 024: emptied by every tutor change,
 * at most 5 s old), with its brotli and gzip copies (compress-responses.ts's settings): it is
 * rendered whole, with React's prerender. Development keeps nothing: its pages are streamed as React
 * renders them. A page the server cannot render (Postgres away: 503; a bug: 500) is sent empty, for
 * the browser to draw and to show its own error states.
 */
export function renderPages(deps: PagesDeps) {
  const { web, origin } = deps;
  const rendered = createPublicTutorCache<Answer>({ feed: deps.feed, ttlMs: deps.cacheTtlMs, maxEntries: PAGE_CACHE_ENTRIES });

  // A kept page is rendered whole (React's prerender); development keeps nothing and streams it.
  const render = async (url: string): Promise<Answer> => {
    const [template, entry] = await Promise.all([web.template(url), web.entry()]);
    const page = await entry.prerenderPage({ url, origin }, deps.reads);
    if (page.kind === 'moved') return { status: 301, location: page.location };
    const preloads = web.modulePreloads?.(page.modules) ?? '';
    return { status: page.status, html: fill(template, { head: page.head, html: page.html, state: page.state, preloads }) };
  };

  const stream = async (ctx: Context): Promise<void> => {
    const [template, entry] = await Promise.all([web.template(ctx.url), web.entry()]);
    const page = await entry.streamPage({ url: ctx.url, origin }, deps.reads);
    if (page.kind === 'moved') {
      ctx.status = 301;
      ctx.redirect(page.location);
      return;
    }
    ctx.status = page.status;
    ctx.body = streamed(template, page, web.modulePreloads?.(page.modules) ?? '');
  };

  return async function servePage(ctx: Context, next: Next): Promise<void> {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServerPath(ctx.path)) return;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = (await web.entry()).robotsTxt(origin);
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      const [tutors, places] = await Promise.all([deps.listedTutorIds(), deps.landingPlaces()]);
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = (await web.entry()).sitemapXml(origin, JSON.parse(tutors) as { id: string }[], JSON.parse(places) as TaughtPlace[]);
      return;
    }
    // A file that is not there stays a plain 404.
    if (path.extname(ctx.path)) return;

    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    try {
      if (web.development) return await stream(ctx);
      const answer = await rendered.read(ctx.url, () => render(ctx.url));
      ctx.status = answer.status;
      if (answer.location !== undefined) ctx.redirect(answer.location);
      else send(ctx, answer);
    } catch (error) {
      const log = (ctx.state.log as Logger | undefined) ?? deps.logger;
      const unavailable = isDatabaseUnreachable(error);
      log[unavailable ? 'warn' : 'error']({ err: loggableError(error), path: ctx.path }, 'page render failed');
      ctx.status = unavailable ? 503 : 500;
      ctx.body = fill(await web.template(ctx.url), { head: '<title>Ajarin</title>', html: '', state: '', preloads: '' });
    }
  };
}
