import type { ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { RenderTimeContext } from '../lib/use-now.ts';
import type { PageState } from '../lib/page-state.ts';

/**
 * The server's data (TanStack Query's dehydrated cache, docs/decisions/031) and clock for the first
 * render, and the toasts (docs/product.md#web-toasts): close after 4000 ms, at most 3 visible, 14 px
 * apart; the 356 px width and 200 ms removal delay are sonner's own defaults. The 20 px
 * swipe-to-dismiss is not settable: sonner 2 dismisses at 45 px or on a fast flick. The Toaster comes
 * before the pages: it starts listening in its effect, and effects run in tree order, so a toast a
 * page shows from its first effect is heard.
 */
export function AppProviders({ children, client, state }: { children: ReactNode; client: QueryClient; state: PageState }) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state.queries}>
        <RenderTimeContext value={state.renderedAt}>
          <Toaster duration={4000} visibleToasts={3} gap={14} richColors closeButton />
          {children}
        </RenderTimeContext>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
