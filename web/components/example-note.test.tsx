import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { publicConfigWith } from '../test/public-config.ts';
import { EXAMPLE_TEXTS } from './example-note.tsx';
import { SiteFooter } from './layout/site-footer.tsx';
import { PaymentMethodsCard } from './transactions/payment-methods-card.tsx';

// Development's made-up payment details and addresses are marked as examples where they show
// (docs/product.md#payment-methods); real ones, as production must have, are not.

const PAYMENT = { totalPrice: 150_000, uniqueCode: 123, amountDue: 150_123 };

describe('made-up payment details and addresses', () => {
  it('are marked as examples on the payment card, each where it shows', () => {
    const both = renderInApp(<PaymentMethodsCard payment={PAYMENT} />, { config: publicConfigWith(['gopayNumber', 'qrisImageUrl']) });
    expect(both).toContain(EXAMPLE_TEXTS.gopay);
    expect(both).toContain(EXAMPLE_TEXTS.qris);
    const qrisOnly = renderInApp(<PaymentMethodsCard payment={PAYMENT} />, { config: publicConfigWith(['qrisImageUrl']) });
    expect(qrisOnly).not.toContain(EXAMPLE_TEXTS.gopay);
    expect(qrisOnly).toContain(EXAMPLE_TEXTS.qris);
  });

  it('are marked in the footer when one of its links is made up', () => {
    expect(renderInApp(<SiteFooter />, { config: publicConfigWith(['chatContactUrl']) })).toContain(EXAMPLE_TEXTS.footer);
    // The tutor dashboard's links are not in the footer.
    expect(renderInApp(<SiteFooter />, { config: publicConfigWith(['tutorChatGroupUrl']) })).not.toContain(EXAMPLE_TEXTS.footer);
  });

  it('are not marked when real, as production requires', () => {
    const card = renderInApp(<PaymentMethodsCard payment={PAYMENT} />, { config: publicConfigWith([]) });
    expect(card).toContain('081234567890');
    expect(card).not.toContain('Contoh');
    expect(renderInApp(<SiteFooter />, { config: publicConfigWith([]) })).not.toContain('contoh');
  });
});
