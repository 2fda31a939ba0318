import { describe, expect, it } from 'vitest';
import { publicConfigWith as config, renderWithConfig as render } from '../../tests/helpers/render-with-config.tsx';
import { EXAMPLE_TEXTS } from './example-note.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { PaymentMethodsCard } from './transactions/payment-methods-card.tsx';

// Development's made-up payment details and addresses are marked as examples where they show
// (docs/product.md#payment-methods); real ones, as production must have, are not.

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
