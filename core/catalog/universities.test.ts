import { describe, expect, it } from 'vitest';
import { UNIVERSITIES, UNIVERSITY_NAMES, findUniversity, isUniversity } from './universities.ts';

describe('university catalog', () => {
  it('holds about 100 distinct institutions', () => {
    expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(95);
    expect(UNIVERSITIES.length).toBeLessThanOrEqual(110);
    expect(new Set(UNIVERSITY_NAMES).size).toBe(UNIVERSITIES.length);
    expect(new Set(UNIVERSITIES.map((university) => university.abbreviation)).size).toBe(UNIVERSITIES.length);
  });

  it('includes the eight universities of the landing logo carousel', () => {
    const abbreviations = UNIVERSITIES.map((university) => university.abbreviation);
    for (const logo of ['ITB', 'UGM', 'UI', 'Unpad', 'USU', 'UB', 'Unhas', 'Undip']) expect(abbreviations).toContain(logo);
    expect(findUniversity('Universitas Gadjah Mada')?.abbreviation).toBe('UGM');
  });

  it('includes state polytechnics and spans the archipelago', () => {
    expect(UNIVERSITY_NAMES.filter((name) => name.startsWith('Politeknik Negeri')).length).toBeGreaterThanOrEqual(5);
    for (const city of ['Banda Aceh', 'Medan', 'Jakarta', 'Surabaya', 'Denpasar', 'Pontianak', 'Makassar', 'Ambon', 'Jayapura']) {
      expect(UNIVERSITIES.some((university) => university.city === city)).toBe(true);
    }
  });

  it('has no blank or padded fields', () => {
    for (const { name, abbreviation, city } of UNIVERSITIES) {
      for (const field of [name, abbreviation, city]) expect(field).toBe(field.trim());
      expect(name.length).toBeGreaterThan(5);
      expect(abbreviation.length).toBeGreaterThan(1);
      expect(city.length).toBeGreaterThan(2);
    }
  });

  it('recognises catalog names only', () => {
    expect(isUniversity('Institut Teknologi Bandung')).toBe(true);
    expect(isUniversity('institut teknologi bandung')).toBe(false);
    expect(isUniversity('Hogwarts')).toBe(false);
    expect(isUniversity(null)).toBe(false);
  });
});
