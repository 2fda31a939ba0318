import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGE, numberOrText, text } from './text.ts';

describe('text()', () => {
  it('refuses U+0000 anywhere in the value with the one clear message, before the other checks', () => {
    const schema = text({ error: 'Nama harus diisi' }).trim().min(2, 'Nama terlalu pendek').max(5, 'Nama terlalu panjang');
    for (const value of ['\u0000', 'a\u0000', '\u0000 panjang sekali', 'Budi\u0000Santoso']) {
      expect(schema.safeParse(value).error?.issues).toEqual([expect.objectContaining({ message: INVALID_CHARACTER_MESSAGE })]);
    }
  });

  it('keeps every other character and the chained checks', () => {
    const schema = text().trim().max(20, 'Terlalu panjang');
    expect(schema.parse('  Sunda ᮃ 😀 \t ')).toBe('Sunda ᮃ 😀');
    expect(schema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Terlalu panjang');
    expect(text({ error: 'Wajib' }).safeParse(3).error?.issues[0]?.message).toBe('Wajib');
  });
});

describe('numberOrText()', () => {
  const price = numberOrText('Harga harus diisi');

  it('takes a number or a text', () => {
    expect(price.parse(150_000)).toBe(150_000);
    expect(price.parse('150.000')).toBe('150.000');
  });

  it('names U+0000 in the text instead of answering with the field message', () => {
    expect(price.safeParse('150\u0000000').error?.issues[0]?.message).toBe(INVALID_CHARACTER_MESSAGE);
    expect(price.safeParse(true).error?.issues[0]?.message).toBe('Harga harus diisi');
  });
});
