import { SUBJECT_GROUPS, type Subject, type SubjectLevel } from '../../../core/catalog/subjects.ts';
import { UNIVERSITIES, type University } from '../../../core/catalog/universities.ts';

/** Case-, accent- and spacing-insensitive text for matching what people type. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Universities whose name, abbreviation or city contains every word typed, in catalog order. */
export function searchUniversities(query: string): readonly University[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return UNIVERSITIES;
  return UNIVERSITIES.filter((university) => {
    const haystack = fold(`${university.name} ${university.abbreviation} ${university.city}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The subject groups with only the subjects matching the query; groups left empty are dropped. */
export function searchSubjects(query: string): Array<{ level: SubjectLevel; subjects: readonly Subject[] }> {
  const words = fold(query).split(' ').filter(Boolean);
  return SUBJECT_GROUPS.map((group) => ({
    level: group.level,
    subjects: group.subjects.filter((subject) => words.every((word) => fold(subject).includes(word))),
  })).filter((group) => group.subjects.length > 0);
}
