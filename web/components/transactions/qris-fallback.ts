/**
 * docs/product.md#payment-methods: the QRIS image falls back to a placeholder. It does when no
 * image is configured, or when this very address failed to load; a new address gets its own try.
 */
export function showsQrisPlaceholder(src: string, failedSrc: string | null): boolean {
  return !src || src === failedSrc;
}
