import { SUBJECTS, subjectLevel, type Subject } from './subjects.ts';

// Subjects as the landing pages' addresses name them (docs/product.md#subject-landing-pages):
// '/les-privat/sma-matematika-wajib'. A slug is made from the label, which never changes once data
// exists (subjects.ts), so an address search engines hold keeps working.

/** 'SMA - Matematika Wajib' → 'sma-matematika-wajib'; 'SNBT - Penalaran Umum (PU)' → 'snbt-penalaran-umum-pu'. */
export const subjectSlug = (subject: Subject): string =>
  subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const bySlug: ReadonlyMap<string, Subject> = new Map(SUBJECTS.map((subject) => [subjectSlug(subject), subject]));

/** The catalog subject an address names, or undefined. */
export const subjectBySlug = (slug: string): Subject | undefined => bySlug.get(slug);

/**
 * The subject as a sentence names it: 'Matematika Wajib SMA', 'SNBT Penalaran Umum (PU)' (the test
 * is named first, a school subject by its level after it), as in 'Les Privat Matematika Wajib SMA'.
 */
export function subjectPhrase(subject: Subject): string {
  const level = subjectLevel(subject);
  const name = subject.slice(`${level} - `.length);
  return level === 'SNBT' ? `SNBT ${name}` : `${name} ${level}`;
}
