import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { publicConfigWith } from '../../test/public-config.ts';
import { PaymentMethodsCard } from './payment-methods-card.tsx';

// docs/product.md#unique-code: the payment card leads with the amount to transfer (total + kode
// unik), copyable, and names the code on its own line.
describe('the amount to pay on the payment card', () => {
  it('shows the total plus the kode unik, the code as its own line, with a copy button', () => {
    const card = renderInApp(<PaymentMethodsCard payment={{ totalPrice: 150_000, uniqueCode: 123, amountDue: 150_123 }} />, {
      config: publicConfigWith([]),
    });
    expect(card).toContain('Jumlah yang harus dibayar');
    expect(card).toContain('Rp 150.123');
    expect(card).toContain('Salin jumlah transfer');
    expect(card).toMatch(/Kode unik<\/dt><dd[^>]*>Rp 123<\/dd>/);
    expect(card).toMatch(/Total pesanan<\/dt><dd[^>]*>Rp 150.000<\/dd>/);
  });
});
