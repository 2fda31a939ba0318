import { describe, expect, it } from 'vitest';
import { INVALID_CHARACTER_MESSAGE, text } from './text.ts';

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
