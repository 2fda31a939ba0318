import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadLanding } from './app/route-table.ts';
import { createAppRouter } from './app/router.tsx';
import './index.css';

const router = createAppRouter();
const container = document.getElementById('root')!;

// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a slow phone stays responsive (Total Blocking Time).
const hydrate = () => startTransition(() => void hydrateRoot(container, <App router={router} />));

if (container.hasChildNodes()) {
  // The landing arrives pre-rendered (docs/decisions/016-prerendered-landing.md): React adopts that
  // markup instead of drawing it again, in one pass once the page's code is here. If that code
  // fails to load, hydrating anyway lets the page's error boundary answer.
  void preloadLanding().then(hydrate, hydrate);
} else {
  startTransition(() => createRoot(container).render(<App router={router} />));
}
