import { describe, expect, it } from 'vitest';
import { SUBJECT_GROUPS, SUBJECTS, isSubject, subjectLevel, subjectSchema } from './subjects.ts';

describe('subject catalog', () => {
  it('holds the 27 distinct subjects of product.md#catalog-subjects', () => {
    expect(SUBJECTS).toHaveLength(27);
    expect(new Set(SUBJECTS).size).toBe(27);
  });

  it('has 7 SNBT, 12 SMA and 8 SMP subjects, in that order', () => {
    expect(SUBJECT_GROUPS.map((group) => [group.level, group.subjects.length])).toEqual([
      ['SNBT', 7],
      ['SMA', 12],
      ['SMP', 8],
    ]);
    expect(SUBJECT_GROUPS.flatMap((group) => group.subjects)).toEqual([...SUBJECTS]);
  });

  it('names each SNBT section with its abbreviation', () => {
    for (const abbreviation of ['PBM', 'PPU', 'PU', 'PK', 'PM']) {
      expect(SUBJECTS.filter((subject) => subject.startsWith('SNBT') && subject.endsWith(`(${abbreviation})`))).toHaveLength(1);
    }
    expect(SUBJECTS).toContain('SNBT - Penalaran Umum (PU)');
  });

  it('recognises catalog labels only', () => {
    expect(isSubject('SMA - Fisika')).toBe(true);
    expect(isSubject('SMP - IPA')).toBe(true);
    expect(isSubject('Fisika')).toBe(false);
    expect(isSubject('sma - fisika')).toBe(false);
    expect(isSubject(42)).toBe(false);
  });

  it('tells the level of a subject', () => {
    expect(subjectLevel('SMA - Kimia')).toBe('SMA');
    expect(subjectLevel('SNBT - Literasi Bahasa Inggris')).toBe('SNBT');
    expect(subjectLevel('SMP - Prakarya')).toBe('SMP');
  });

  it('validates with an Indonesian message', () => {
    expect(subjectSchema.parse('SMA - Biologi')).toBe('SMA - Biologi');
    const result = subjectSchema.safeParse('Astronomi');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Mata pelajaran tidak dikenal');
  });
});
