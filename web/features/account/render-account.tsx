import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '../../../core/accounts/auth.schema.ts';
import { AuthContext } from '../../hooks/use-auth.ts';

// For this feature's React tests: an element rendered to HTML inside the app's providers, with what
// its queries would have answered (data, or a failure) already in the cache; nothing is fetched.

type Cached = { key: readonly unknown[]; data: unknown } | { key: readonly unknown[]; error: Error };

export function renderAccount(element: ReactElement, { user, cache = [] }: { user?: SessionUser; cache?: Cached[] } = {}): string {
  // A cached failure stays a failure: the page's own retry on mount would show loading instead.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  for (const entry of cache) {
    if ('data' in entry) queryClient.setQueryData(entry.key, entry.data);
    else
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: entry.key })
        .setState({ status: 'error', error: entry.error, fetchStatus: 'idle' });
  }
  const auth = user
    ? { status: 'authenticated' as const, user, signOut: () => undefined, isSigningOut: false }
    : { status: 'anonymous' as const, signOut: () => undefined, isSigningOut: false };
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>{element}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The visible text, tags removed, spaces collapsed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every labelled `<button>` outside closed dialogs (switches are labelled by aria-label), in order. */
export const buttonLabels = (html: string): string[] =>
  [...html.replace(/<dialog[\s\S]*?<\/dialog>/g, '').matchAll(/<button[^>]*>(.*?)<\/button>/g)]
    .map(([, inner = '']) => visibleText(inner))
    .filter(Boolean);
