import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsapp.ts';

describe('whatsappUrl', () => {
  it('turns a local 08 number into the international form wa.me expects', () => {
    expect(whatsappUrl('081298765432')).toBe('https://wa.me/6281298765432');
  });

  it('keeps 62 and drops the plus and separators', () => {
    expect(whatsappUrl('+62 812-9876-5432')).toBe('https://wa.me/6281298765432');
    expect(whatsappUrl('6281298765432')).toBe('https://wa.me/6281298765432');
  });
});
