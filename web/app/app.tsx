import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageState } from '../lib/page-state.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app under one router: the browser's (entry-client.tsx) or the server's, which renders
 * it for one address (entry-server.tsx). Both render this same tree with the same `state` (the
 * server's data and clock), so the browser hydrates the server's HTML as it is. The router comes
 * in as a prop so that neither's code lands in the other's bundle.
 */
export function App({
  Router,
  queryClient,
  state,
}: {
  Router: ComponentType<{ children: ReactNode }>;
  queryClient: QueryClient;
  state: PageState;
}) {
  return (
    <StrictMode>
      <AppProviders client={queryClient} state={state}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
