import type { ReactElement, ReactNode } from 'react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { matchPath, StaticRouter } from 'react-router-dom';
import type { MovedPage, PageRequest, PrerenderedPage, PublicReads, StreamedPage } from '../core/pages/server-render.ts';
import { App } from './app/app.tsx';
import { decideAccess } from './features/auth/decide-access.ts';
import { routeTable, type RouteEntry } from './app/route-table.ts';
import { headHtml, pageTitle, type PageHead } from './lib/page-head.ts';
import { pageStateScript, type PageState } from './lib/page-state.ts';
import { getPublicConfigQueryOptions } from './lib/public-config.ts';
import { SITE_DESCRIPTION, type PageAddress } from './lib/public-page.ts';
import { createQueryClient } from './lib/query-client.ts';
import { prerenderWhole, streamWhenShellReady } from './lib/server-html.ts';

export { robotsTxt, sitemapXml } from './app/seo-files.ts';

// Parsed against a base that is never a real host: the address is a path and a query, and one
// starting with '//' must stay a path.
const BASE = 'http://page.invalid';
// A render that has not finished by then is cut short (Vite's streaming template does the same).
const RENDER_TIMEOUT_MS = 10_000;

const NOT_FOUND_HEAD: PageHead = { title: pageTitle('Halaman tidak ditemukan'), description: SITE_DESCRIPTION, noindex: true };

/** The route at `pathname` with its parameters, or undefined. */
function routeAt(pathname: string): { route: RouteEntry; params: PageAddress['params'] } | undefined {
  for (const route of routeTable) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

type LoadedPage = { status: 200 | 404; head: PageHead; route?: RouteEntry };

/**
 * The page at `url` with its data in `client`: its status and head, from its route (web/app/route-table.ts).
 * Every page shows the footer, whose links come from the server's settings.
 */
async function loadPage(client: QueryClient, reads: PublicReads, url: URL, origin: string): Promise<LoadedPage> {
  const found = routeAt(url.pathname);
  const at = found && { route: found.route, params: found.params, search: url.searchParams, origin };
  const publicPage = await at?.route.server?.();
  await Promise.all([
    client.fetchQuery({ ...getPublicConfigQueryOptions(), queryFn: () => reads.publicConfig() }),
    at && publicPage?.load?.(client, reads, at),
  ]);
  if (!at) return { status: 404, head: NOT_FOUND_HEAD };
  const { route } = at;
  // Drawn in the browser once the session is known (the route guard's 'Loading...' until then).
  if (!publicPage) return { status: 200, head: { title: pageTitle(route.title), description: SITE_DESCRIPTION, noindex: true }, route };
  const { notFound, ...head } = publicPage.head(at, client);
  return { status: notFound ? 404 : 200, head, route };
}

type Prepared = { parts: Omit<PrerenderedPage, 'html'>; app: ReactElement };

/**
 * Everything of the page at `request.url` but React's HTML: the page's data is read first, through
 * the public reads the api gives, into the query cache the page renders from; the same cache,
 * dehydrated, and the render's clock go to the browser for its hydration.
 */
async function preparePage(request: PageRequest, reads: PublicReads, client: QueryClient): Promise<Prepared | MovedPage> {
  const url = new URL(`${BASE}${request.url}`);
  const moved = matchPath('/customer-transaction-detail/:id', url.pathname);
  if (moved) return { kind: 'moved', location: `/transactions/${encodeURIComponent(moved.params.id ?? '')}` };

  const { status, head, route } = await loadPage(client, reads, url, request.origin);
  const state: PageState = { queries: dehydrate(client), renderedAt: Date.now() };
  const location = `${url.pathname}${url.search}`;
  // The code of a page the route guard holds while the session loads, for the api to preload
  // (docs/decisions/036): its HTML is the guard's 'Loading...', and its code is needed the moment
  // the session is known. A page drawn in its HTML needs its code only to hydrate; preloading it
  // would share a phone's link with the stylesheet its first paint waits for.
  const modules = route && decideAccess(route.access, { status: 'loading' }).kind === 'wait' ? [route.file] : [];
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  return {
    parts: { kind: 'page', status, head: headHtml(head, request.origin), state: pageStateScript(state), modules },
    app: <App Router={Router} queryClient={client} state={state} />,
  };
}

/** The page with a query client of its own, emptied once React has rendered it. */
async function withPage<Page>(
  request: PageRequest,
  reads: PublicReads,
  render: (prepared: Prepared) => Promise<Page>,
): Promise<Page | MovedPage> {
  const client = createQueryClient();
  try {
    const prepared = await preparePage(request, reads, client);
    return 'kind' in prepared ? prepared : await render(prepared);
  } finally {
    // The page's queries carry the app's cache times; on the server their timers would keep each
    // request's data for minutes.
    client.clear();
  }
}

/**
 * The page whole (docs/decisions/031, 045), for the api to keep and send to every visitor: React's
 * prerender waits for all of it.
 */
export function prerenderPage(request: PageRequest, reads: PublicReads): Promise<PrerenderedPage | MovedPage> {
  return withPage(request, reads, async ({ parts, app }) => ({ ...parts, html: await prerenderWhole(app, RENDER_TIMEOUT_MS) }));
}

/** The page streamed (development, where nothing is kept), as in Vite's streaming server-rendering template. */
export function streamPage(request: PageRequest, reads: PublicReads): Promise<StreamedPage | MovedPage> {
  return withPage(request, reads, async ({ parts, app }) => ({ ...parts, pipe: await streamWhenShellReady(app, RENDER_TIMEOUT_MS) }));
}
