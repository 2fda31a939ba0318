import { describe, expect, it } from 'vitest';
import { originalSpan, shadowOf } from './shadow-text.ts';

// The text the contact detectors read (docs/decisions/043-contact-detection-on-a-shadow-text.md).

describe('shadowOf', () => {
  it.each([
    ['fullwidth', '０８１２'],
    ['Arabic-Indic', '٠٨١٢'],
    ['Extended Arabic-Indic', '۰۸۱۲'],
    ['Devanagari', '०८१२'],
    ['Bengali', '০৮১২'],
    ['Thai', '๐๘๑๒'],
    ['mathematical bold', '𝟎𝟖𝟏𝟐'],
    ['mathematical monospace', '𝟶𝟾𝟷𝟸'],
    ['circled', '⓪⑧①②'],
    ['negative circled', '⓿❽❶❷'],
    ['superscript', '⁰⁸¹²'],
    ['keycap emoji', '0️⃣8️⃣1️⃣2️⃣'],
  ])('reads %s digits as ASCII', (_name, digits) => {
    expect(shadowOf(digits).text).toBe('0812');
  });

  it('drops format characters, soft hyphens and variation selectors, and maps back to the original', () => {
    const original = 'A\u200B0\u00AD8\u200D1\uFEFF2';
    const shadow = shadowOf(original);
    expect(shadow.text).toBe('a0812');
    expect(originalSpan(shadow, 1, 5, original)).toEqual({ start: 2, end: original.length });
  });

  it('reads O/o, l/I and S as digits only inside a run that holds a digit, or beside one', () => {
    expect(shadowOf('O8l2 34S6 789O').text).toBe('0812 3456 7890');
    expect(shadowOf('O 8 l 2').text).toBe('0 8 1 2');
    expect(shadowOf('SOS di IPA 3, kelas I').text).toBe('sos di ipa 3, kelas i');
  });

  it('lowercases one character at a time, so every shadow character has its original span', () => {
    const original = 'İG 𝐈𝐆: rina';
    const shadow = shadowOf(original);
    expect(shadow.text).toBe('ig ig: rina');
    expect(shadow.starts).toHaveLength(shadow.text.length);
    expect(original.slice(...Object.values(originalSpan(shadow, 3, 5, original)))).toBe('𝐈𝐆');
  });
});
