import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app for one router. The browser (main.tsx) and the build-time pre-render of the
 * landing (prerender-landing.tsx) render this same tree, so the pre-rendered HTML hydrates as is.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
