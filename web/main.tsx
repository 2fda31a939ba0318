// Already run by its own script tag, as a rule (docs/decisions/019); imported first so that it
// surely runs before the app, should the app's files ever arrive first.
import './boot.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadLanding, preloadPageAt } from './app/route-table.ts';
import { getSessionQueryOptions } from './features/auth/api/get-session.ts';
import { isPrerendered } from './lib/prerendered.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a slow phone stays responsive (Total Blocking Time).
const hydrate = () => startTransition(() => void hydrateRoot(container, <App Router={BrowserRouter} queryClient={queryClient} />));

function startLanding() {
  // The landing arrives pre-rendered (docs/decisions/016-prerendered-landing.md): React adopts that
  // markup instead of drawing it again, in one pass once the page's code is here. If that code
  // fails to load, hydrating anyway lets the page's error boundary answer.
  void preloadLanding().then(hydrate, hydrate);
}

function startPage() {
  // The boot (web/boot.ts) has asked for the session and the page's data already; the session
  // query takes its answer, and the page's code leaves now, before React draws anything: asked for
  // from the first render's effects, it went out only after the whole shell had rendered, which a
  // phone takes a few hundred ms to do.
  void queryClient.prefetchQuery(getSessionQueryOptions());
  void preloadPageAt(window.location.pathname);
  startTransition(() => createRoot(container).render(<App Router={BrowserRouter} queryClient={queryClient} />));
}

// React starts in a task of its own, for Lighthouse's simulation: when React's file arrived before
// the boot's, the browser evaluated both in one task, and the app's first calls into React made the
// simulation read the boot's requests, sent in that task, as waiting for React's download
// (docs/decisions/026-vendor-first.md). It costs the app a few milliseconds.
setTimeout(isPrerendered(document) ? startLanding : startPage, 0);
