import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../../../core/catalog/subjects.ts';
import { UNIVERSITIES } from '../../../core/catalog/universities.ts';
import { searchSubjects, searchUniversities } from './catalog-search.ts';

describe('searchUniversities', () => {
  it('lists the whole catalog for an empty query', () => {
    expect(searchUniversities('  ')).toHaveLength(UNIVERSITIES.length);
  });

  it('matches name, abbreviation or city, case-insensitively and word by word', () => {
    expect(searchUniversities('ugm').map((u) => u.name)).toEqual(['Universitas Gadjah Mada']);
    expect(searchUniversities('gadjah  MADA').map((u) => u.name)).toEqual(['Universitas Gadjah Mada']);
    expect(searchUniversities('bandung teknologi').map((u) => u.name)).toContain('Institut Teknologi Bandung');
    expect(searchUniversities('makassar').every((u) => u.city === 'Makassar')).toBe(true);
    expect(searchUniversities('zzz')).toEqual([]);
  });
});

describe('searchSubjects', () => {
  it('keeps all 27 subjects in their level groups for an empty query', () => {
    const groups = searchSubjects('');
    expect(groups.map((g) => g.level)).toEqual(['SNBT', 'SMA', 'SMP']);
    expect(groups.flatMap((g) => g.subjects)).toHaveLength(SUBJECTS.length);
    expect(SUBJECTS).toHaveLength(27);
  });

  it('filters inside groups and drops the empty ones', () => {
    expect(searchSubjects('fisika')).toEqual([{ level: 'SMA', subjects: ['SMA - Fisika'] }]);
    expect(searchSubjects('bahasa inggris').flatMap((g) => g.subjects)).toEqual([
      'SNBT - Literasi Bahasa Inggris',
      'SMA - Bahasa Inggris',
      'SMP - Bahasa Inggris',
    ]);
    expect(searchSubjects('kimia biologi')).toEqual([]);
  });
});
