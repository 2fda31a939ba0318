import { describe, expect, it } from 'vitest';
import { showsQrisPlaceholder } from './qris-fallback.ts';

describe('showsQrisPlaceholder (product.md#payment-methods: the QRIS image falls back to a placeholder)', () => {
  it('shows the image while it has not failed', () => {
    expect(showsQrisPlaceholder('/payment/qris.svg', null)).toBe(false);
  });

  it('shows the placeholder once the image failed to load', () => {
    expect(showsQrisPlaceholder('/payment/qris.svg', '/payment/qris.svg')).toBe(true);
  });

  it('shows the placeholder when no QRIS image is configured', () => {
    expect(showsQrisPlaceholder('', null)).toBe(true);
  });

  it('gives a new address its own try', () => {
    expect(showsQrisPlaceholder('/payment/qris-new.png', '/payment/qris.svg')).toBe(false);
  });
});
