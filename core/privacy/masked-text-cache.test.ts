import { describe, expect, it, vi } from 'vitest';
import { maskContactDetails } from './mask-contact-details.ts';
import { createMaskedTextCache } from './masked-text-cache.ts';

describe('masked text cache', () => {
  it('masks a text once while it is read again, and the answer is the same', () => {
    const cache = createMaskedTextCache();
    const mask = vi.fn((text: string) => text.toUpperCase());
    expect(cache.masked('wa 0812', mask)).toBe('WA 0812');
    expect(cache.masked('wa 0812', mask)).toBe('WA 0812');
    expect(mask).toHaveBeenCalledTimes(1);
  });

  it('forgets the least recently read text first when full', () => {
    const cache = createMaskedTextCache(2);
    const mask = vi.fn((text: string) => text);
    cache.masked('a', mask);
    cache.masked('b', mask);
    cache.masked('a', mask); // 'b' is now the oldest
    cache.masked('c', mask);
    mask.mockClear();
    cache.masked('a', mask);
    expect(mask).not.toHaveBeenCalled();
    cache.masked('b', mask);
    expect(mask).toHaveBeenCalledTimes(1);
  });

  it('does not keep a very long text', () => {
    const cache = createMaskedTextCache();
    const mask = vi.fn((text: string) => text);
    const long = 'x'.repeat(5_000);
    cache.masked(long, mask);
    cache.masked(long, mask);
    expect(mask).toHaveBeenCalledTimes(2);
  });

  it('maskContactDetails answers a repeated text as it did the first time', () => {
    const text = 'Hubungi saya di 0812 3456 7890 atau t.me/budi';
    const first = maskContactDetails(text);
    expect(first).not.toBe(text);
    expect(maskContactDetails(text)).toBe(first);
  });
});
