import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { PublicConfig } from '../../../core/transactions/views.ts';
import { publicConfigKeys } from '../../lib/public-config.ts';

// For this feature's React tests: an element rendered to HTML with the public config already in the
// cache (or failed, or still loading when none is given); nothing is fetched.

export const testConfig: PublicConfig = {
  gopayNumber: '081234567890',
  qrisImageUrl: '/payment/qris.svg',
  socialUrl: 'https://instagram.com/ajarin.id',
  microblogUrl: 'https://x.com/ajarin_id',
  chatContactUrl: 'https://wa.me/6281234567890',
  tutorChatGroupUrl: 'https://chat.whatsapp.com/ajarin-tutor',
  tutorVerificationFormUrl: 'https://forms.gle/ajarin-verifikasi-tutor',
  payoutAdminFee: 2_500,
  requestMaxTutors: 10,
  requestLifetimeHours: 168,
  googleSignIn: true,
  examples: [],
};

export function renderHelp(element: ReactElement, config?: PublicConfig | Error): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (config instanceof Error) {
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: publicConfigKeys.all })
      .setState({ status: 'error', error: config, fetchStatus: 'idle' });
  } else if (config) {
    queryClient.setQueryData(publicConfigKeys.all, config);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The visible text, tags removed, spaces collapsed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The opening tag of the element with this id. */
export function tagWithId(html: string, id: string): string {
  return html.match(new RegExp(`<[a-z0-9]+[^>]*\\sid="${id}"[^>]*>`))?.[0] ?? '';
}
