import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublicConfig, PublicExample } from '../../core/transactions/views.ts';
import { publicConfigKeys } from '../lib/public-config.ts';
import { EXAMPLE_TEXTS } from './example-note.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { PaymentMethodsCard } from './transactions/payment-methods-card.tsx';

// Development's made-up payment details and addresses are marked as examples where they show
// (docs/product.md#payment-methods); real ones, as production must have, are not.

const config = (examples: PublicExample[]): PublicConfig => ({
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
  googleSignIn: false,
  examples,
});

function render(element: ReactElement, publicConfig: PublicConfig): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(publicConfigKeys.all, publicConfig);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('made-up payment details and addresses', () => {
  it('are marked as examples on the payment card, each where it shows', () => {
    const both = render(<PaymentMethodsCard amount={150_000} />, config(['gopayNumber', 'qrisImageUrl']));
    expect(both).toContain(EXAMPLE_TEXTS.gopay);
    expect(both).toContain(EXAMPLE_TEXTS.qris);
    const qrisOnly = render(<PaymentMethodsCard amount={150_000} />, config(['qrisImageUrl']));
    expect(qrisOnly).not.toContain(EXAMPLE_TEXTS.gopay);
    expect(qrisOnly).toContain(EXAMPLE_TEXTS.qris);
  });

  it('are marked in the footer when one of its links is made up', () => {
    expect(render(<SiteFooter />, config(['chatContactUrl']))).toContain(EXAMPLE_TEXTS.footer);
    // The tutor dashboard's links are not in the footer.
    expect(render(<SiteFooter />, config(['tutorChatGroupUrl']))).not.toContain(EXAMPLE_TEXTS.footer);
  });

  it('are not marked when real, as production requires', () => {
    const card = render(<PaymentMethodsCard amount={150_000} />, config([]));
    expect(card).toContain('081234567890');
    expect(card).not.toContain('Contoh');
    expect(render(<SiteFooter />, config([]))).not.toContain('contoh');
  });
});
