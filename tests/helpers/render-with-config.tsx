import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PublicConfig, PublicExample } from '../../core/transactions/views.ts';
import { testConfig } from '../../web/features/help/render-help.tsx';
import { publicConfigKeys } from '../../web/lib/public-config.ts';

// For web tests of what the public config shows: the development defaults (the help pages' test
// config), with `examples` naming those still made up (infra/demo-settings.ts), rendered with the
// config already in the cache.

export const publicConfigWith = (examples: PublicExample[]): PublicConfig => ({ ...testConfig, examples });

export function renderWithConfig(element: ReactElement, publicConfig: PublicConfig): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigKeys.all, publicConfig);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
