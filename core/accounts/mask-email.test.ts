import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the domain', () => {
    expect(maskEmail('rina.mini@gmail.com')).toBe('r***i@gmail.com');
    expect(maskEmail('ab@x.id')).toBe('a***@x.id');
    expect(maskEmail('a@x.id')).toBe('a***@x.id');
  });
});
