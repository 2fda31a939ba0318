import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app under one router: the browser's (main.tsx) or the build-time pre-render's of the
 * landing (prerender-landing.tsx). Both render this same tree, so the pre-rendered HTML hydrates as is.
 * The router comes in as a prop so that neither's code lands in the other's bundle.
 */
export function App({ Router, queryClient }: { Router: ComponentType<{ children: ReactNode }>; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
