import { describe, expect, it } from 'vitest';
import { subjectPhrase } from './subject-phrase.ts';
import { SUBJECTS, subjectBySlug, subjectSlug } from './subjects.ts';

describe('subjects on the landing pages (docs/product.md#subject-landing-pages)', () => {
  it('give every catalog subject its own address-safe slug, read back to the same subject', () => {
    const slugs = SUBJECTS.map(subjectSlug);
    expect(new Set(slugs).size).toBe(SUBJECTS.length);
    for (const [index, slug] of slugs.entries()) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(subjectBySlug(slug)).toBe(SUBJECTS[index]);
    }
    expect(subjectSlug('SNBT - Pemahaman Bacaan dan Menulis (PBM)')).toBe('snbt-pemahaman-bacaan-dan-menulis-pbm');
    for (const slug of ['', 'matematika', 'SMA-Fisika', 'sma-fisika-', 'toString', '__proto__'])
      expect(subjectBySlug(slug)).toBeUndefined();
  });

  it('name a school subject with its level after it and a test section after the test', () => {
    expect(subjectPhrase('SMA - Matematika Wajib')).toBe('Matematika Wajib SMA');
    expect(subjectPhrase('SMP - IPA')).toBe('IPA SMP');
    expect(subjectPhrase('SNBT - Penalaran Umum (PU)')).toBe('SNBT Penalaran Umum (PU)');
  });
});
