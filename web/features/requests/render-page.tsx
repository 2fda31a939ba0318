import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '../../../core/accounts/auth.schema.ts';
import { AuthContext } from '../../hooks/use-auth.ts';
import { LiveUpdatesContext } from '../../hooks/use-live-updates.ts';

// For the React tests of this feature: a page or card rendered to HTML inside the providers the
// app gives it, with what its queries would have answered already in the cache (nothing is fetched).

const noLiveStream = { acquire: () => () => undefined };

export function renderPage(
  element: ReactElement,
  { user, cache = [] }: { user?: SessionUser; cache?: Array<[readonly unknown[], unknown]> } = {},
): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of cache) queryClient.setQueryData(key, data);
  const auth = user
    ? { status: 'authenticated' as const, user, signOut: () => undefined, isSigningOut: false }
    : { status: 'anonymous' as const, signOut: () => undefined, isSigningOut: false };
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <LiveUpdatesContext.Provider value={noLiveStream}>
          <MemoryRouter>{element}</MemoryRouter>
        </LiveUpdatesContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** One infinite-query page as the cache holds it. */
export const firstPage = <T,>(page: T) => ({ pages: [page], pageParams: [null] });

/** The opening tag of the element with this id (ids from useId need no escaping in a RegExp beyond this). */
export function tagWithId(html: string, id: string): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return html.match(new RegExp(`<[a-z]+[^>]*\\sid="${escaped}"[^>]*>`))?.[0] ?? '';
}
