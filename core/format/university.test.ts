import { describe, expect, it } from 'vitest';
import { shortenUniversity } from './university.ts';

describe('shortenUniversity', () => {
  it('keeps an all-uppercase name as is, however long', () => {
    expect(shortenUniversity('ITB')).toBe('ITB');
    expect(shortenUniversity('INSTITUT TEKNOLOGI SEPULUH NOPEMBER')).toBe('INSTITUT TEKNOLOGI SEPULUH NOPEMBER');
  });

  it("keeps a name containing '(' as is (so the trailing-parentheses rule never fires)", () => {
    expect(shortenUniversity('Universitas Pembangunan Nasional Veteran (UPN)')).toBe('Universitas Pembangunan Nasional Veteran (UPN)');
  });

  it('keeps 25 characters and cuts 26 to 22 plus "..."', () => {
    const exactly25 = 'Universitas Negeri Malang';
    expect(exactly25).toHaveLength(25);
    expect(shortenUniversity(exactly25)).toBe(exactly25);
    const twentySix = 'Universitas Negeri Jakarta';
    expect(twentySix).toHaveLength(26);
    expect(shortenUniversity(twentySix)).toBe('Universitas Negeri Jak...');
  });

  it('keeps a short mixed-case name', () => {
    expect(shortenUniversity('Universitas Indonesia')).toBe('Universitas Indonesia');
  });
});
