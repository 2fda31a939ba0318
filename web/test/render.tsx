import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '../../core/accounts/auth.schema.ts';
import type { PublicConfig } from '../../core/transactions/views.ts';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth.ts';
import { LiveUpdatesContext } from '../hooks/use-live-updates.ts';
import { publicConfigKeys } from '../lib/public-config.ts';

// For the web's React tests: an element rendered to HTML inside the providers the app gives it,
// with what its queries would have answered (data, or a failure) already in the cache; nothing is
// fetched and no live stream opens.

/** One query's answer as the cache holds it: its data, or the failure it ended with. */
export type Cached = { key: readonly unknown[]; data: unknown } | { key: readonly unknown[]; error: Error };

type Options = {
  /** The signed-in user, or 'loading' while the session check runs; absent: a visitor. */
  user?: SessionUser | 'loading';
  cache?: Cached[];
  /** The public config's answer; absent: still loading. */
  config?: PublicConfig | Error;
};

const noLiveStream = { acquire: () => () => undefined };
const signOut = () => undefined;

function authFor(user: Options['user']): AuthContextValue {
  if (user === 'loading') return { status: 'loading', signOut, isSigningOut: false };
  if (user) return { status: 'authenticated', user, signOut, isSigningOut: false };
  return { status: 'anonymous', signOut, isSigningOut: false };
}

export function renderInApp(element: ReactElement, { user, cache = [], config }: Options = {}): string {
  // A cached failure stays a failure: the page's own retry on mount would show loading instead.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const answers = config
    ? [...cache, config instanceof Error ? { key: publicConfigKeys.all, error: config } : { key: publicConfigKeys.all, data: config }]
    : cache;
  for (const entry of answers) {
    if ('data' in entry) queryClient.setQueryData(entry.key, entry.data);
    else
      queryClient
        .getQueryCache()
        .build(queryClient, { queryKey: entry.key })
        .setState({ status: 'error', error: entry.error, fetchStatus: 'idle' });
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={authFor(user)}>
        <LiveUpdatesContext.Provider value={noLiveStream}>
          <MemoryRouter>{element}</MemoryRouter>
        </LiveUpdatesContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** One infinite-query page as the cache holds it. */
export const firstPage = <T,>(page: T) => ({ pages: [page], pageParams: [null] });
