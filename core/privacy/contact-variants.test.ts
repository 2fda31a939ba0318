import { describe, expect, it } from 'vitest';
import { LEAK_KINDS, LEAK_VARIANTS, leaks } from './contact-leak-variants.ts';
import { EVERYDAY_TEXTS } from './everyday-tutoring-texts.ts';
import { maskContactDetails } from './mask-contact-details.ts';
import { HIDDEN_CONTACT, HIDDEN_NUMBER } from './spans.ts';

// Issue 40's table (docs/product.md#privacy-free-text): the ways people write a contact to get it
// past a filter, by kind, and everyday tutoring texts that must read exactly as written.
// `npm run bench:masking` prints the same table as recall per kind and false positives.

describe('the table of leak variants', () => {
  it('has at least 150 variants, each kind in several shapes, and at least 100 everyday texts', () => {
    expect(LEAK_VARIANTS.length).toBeGreaterThanOrEqual(150);
    for (const kind of LEAK_KINDS) expect(LEAK_VARIANTS.filter((variant) => variant.kind === kind).length, kind).toBeGreaterThanOrEqual(8);
    expect(EVERYDAY_TEXTS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(LEAK_VARIANTS.map((variant) => [variant.kind, variant.style, variant.text, variant] as const))(
    'hides the contact (%s, %s): %j',
    (_kind, _style, _text, variant) => {
      const masked = maskContactDetails(variant.text);
      expect(leaks(variant, masked), masked).toBe(false);
      // What stands around the contact stays as typed; only placeholders replace it.
      const [before, after] = variant.text.split(variant.secret) as [string, string];
      const middle = masked.slice(before.length, masked.length - after.length);
      expect(masked.startsWith(before) && masked.endsWith(after), masked).toBe(true);
      expect(middle.replaceAll(HIDDEN_NUMBER, '').replaceAll(HIDDEN_CONTACT, '').trim(), masked).toBe('');
      // Masking again changes nothing: a placeholder is never read as a contact.
      expect(maskContactDetails(masked)).toBe(masked);
    },
  );

  it.each(EVERYDAY_TEXTS)('leaves %j exactly as written', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });
});

describe('a leak as the table judges it', () => {
  const variant = { kind: 'separators', style: 'casual', text: 'WA 0812 3456 7890 ya', secret: '0812 3456 7890' } as const;

  it('is caught only when no group of the contact is left', () => {
    expect(leaks(variant, `WA ${HIDDEN_NUMBER} ya`)).toBe(false);
    expect(leaks(variant, variant.text)).toBe(true);
    expect(leaks(variant, `WA ${HIDDEN_NUMBER} 7890 ya`)).toBe(true);
  });
});
