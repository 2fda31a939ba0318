import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { askForSessionAhead } from './features/auth/api/get-session.ts';
import { readPageState } from './lib/page-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root')!;
const state = readPageState(document);

// The server rendered this page (web/entry-server.tsx, docs/decisions/031): the browser adopts its
// HTML with the data and the clock it was drawn with. The session is asked for now, beside the
// hydration, but the auth provider's query takes the answer only after it (docs/decisions/036), so
// nothing the server could not know changes the page while it is being adopted. A page the server could not render comes without
// state and is drawn here instead. As a transition, the work yields to the browser every few
// milliseconds instead of holding the main thread for the whole page: the page the server sent
// stays responsive on a slow phone (Total Blocking Time).
askForSessionAhead();
startTransition(() => {
  if (state) hydrateRoot(root, <App Router={BrowserRouter} queryClient={createQueryClient()} state={state} />);
  else
    createRoot(root).render(
      <App
        Router={BrowserRouter}
        queryClient={createQueryClient()}
        state={{ queries: { queries: [], mutations: [] }, renderedAt: Date.now() }}
      />,
    );
});
