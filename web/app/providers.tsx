import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Toasts (docs/product.md#web-toasts): close after 4000 ms, at most 3 visible, 14 px apart. The
 * 356 px width and 200 ms removal delay are sonner's own defaults, so they are kept as they are. The
 * 20 px swipe-to-dismiss is not settable: sonner 2 dismisses at 45 px or on a fast flick.
 * `client` is the browser's (main.tsx starts the session query before the first render) or the
 * build-time pre-render's, which must clear its queries' timers to finish.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster duration={4000} visibleToasts={3} gap={14} richColors closeButton />
    </QueryClientProvider>
  );
}
