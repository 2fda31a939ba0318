import { subjectLevel, type Subject } from './subjects.ts';

/**
 * The subject as a sentence names it: 'Matematika Wajib SMA', 'SNBT Penalaran Umum (PU)' (the test
 * is named first, a school subject by its level after it), as in the landing pages' 'Les Privat
 * Matematika Wajib SMA' (docs/product.md#subject-landing-pages).
 */
export function subjectPhrase(subject: Subject): string {
  const level = subjectLevel(subject);
  const name = subject.slice(`${level} - `.length);
  return level === 'SNBT' ? `SNBT ${name}` : `${name} ${level}`;
}
