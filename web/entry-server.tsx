import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { matchPath, StaticRouter } from 'react-router-dom';
import type { MovedPage, PageRequest, PublicReads, RenderedPage } from '../core/pages/server-render.ts';
import { App } from './app/app.tsx';
import { decideAccess } from './features/auth/decide-access.ts';
import { loadShell, publicPageAt, SITE_DESCRIPTION, type LoadedPage } from './app/public-pages.ts';
import { routeTable } from './app/route-table.ts';
import { headHtml, pageTitle, type PageHead } from './lib/page-head.ts';
import { pageStateScript, type PageState } from './lib/page-state.ts';
import { createQueryClient } from './lib/query-client.ts';

export { robotsTxt, sitemapXml } from './app/seo-files.ts';

// Parsed against a base that is never a real host: the address is a path and a query, and one
// starting with '//' must stay a path.
const BASE = 'http://page.invalid';

const NOT_FOUND_HEAD: PageHead = { title: pageTitle('Halaman tidak ditemukan'), description: SITE_DESCRIPTION, noindex: true };

const routeAt = (pathname: string) => routeTable.find((candidate) => matchPath(candidate.path, pathname));

/** The page at `url` with its data in `client`: its status and head. */
async function loadPage(client: QueryClient, reads: PublicReads, url: URL, origin: string): Promise<LoadedPage> {
  const [, publicPage] = await Promise.all([loadShell(client, reads), loadPublicPage(client, reads, url, origin)]);
  if (publicPage) return publicPage;
  const route = routeAt(url.pathname);
  // Drawn in the browser once the session is known (the route guard's 'Loading...' until then).
  if (route) return { status: 200, head: { title: pageTitle(route.title), description: SITE_DESCRIPTION, noindex: true } };
  return { status: 404, head: NOT_FOUND_HEAD };
}

async function loadPublicPage(client: QueryClient, reads: PublicReads, url: URL, origin: string): Promise<LoadedPage | undefined> {
  const match = publicPageAt(url.pathname);
  return match?.page.load(client, reads, { params: match.params, search: url.searchParams, origin });
}

/**
 * Renders the page at `request.url` on the server (docs/decisions/031), as in Vite's streaming
 * server-rendering template: React's own renderer, whose stream is handed over once the shell is
 * ready. The page's data is read first, through the public reads the api gives, into the query
 * cache the page renders from; the same cache, dehydrated, and the render's clock go to the browser
 * for its hydration. No page sits in a Suspense boundary, so the shell is the whole page and its
 * HTML holds no script to stream the rest in.
 */
export async function renderPage(request: PageRequest, reads: PublicReads): Promise<RenderedPage | MovedPage> {
  const url = new URL(`${BASE}${request.url}`);
  const moved = matchPath('/customer-transaction-detail/:id', url.pathname);
  if (moved) return { kind: 'moved', location: `/transactions/${encodeURIComponent(moved.params.id ?? '')}` };

  const client = createQueryClient();
  try {
    const { status, head } = await loadPage(client, reads, url, request.origin);
    const state: PageState = { queries: dehydrate(client), renderedAt: Date.now() };
    const location = `${url.pathname}${url.search}`;
    // The code of a page the route guard holds while the session loads, for the api to preload
    // (docs/decisions/036): its HTML is the guard's 'Loading...', and its code is needed the moment
    // the session is known. A page drawn in its HTML needs its code only to hydrate; preloading it
    // would share a phone's link with the stylesheet its first paint waits for.
    const route = routeAt(url.pathname);
    const modules = route && decideAccess(route.access, { status: 'loading' }).kind === 'wait' ? [route.file] : [];
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
    return await new Promise<RenderedPage>((resolve, reject) => {
      const stream = renderToPipeableStream(<App Router={Router} queryClient={client} state={state} />, {
        onShellReady: () =>
          resolve({
            kind: 'page',
            status,
            head: headHtml(head, request.origin),
            state: pageStateScript(state),
            modules,
            pipe: stream.pipe,
            abort: stream.abort,
          }),
        onShellError: reject,
        // Every error of this render is a shell error, which the caller hears through the rejection.
        onError: () => undefined,
      });
    });
  } finally {
    // The page's queries carry the app's cache times; on the server their timers would keep each
    // request's data for minutes.
    client.clear();
  }
}
