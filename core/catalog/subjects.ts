import { z } from 'zod';

// The 27 subjects (docs/product.md#catalog-subjects), labelled by school level so one list serves
// the tutor sign-up form, the learning request form and the gallery. Tutors and requests store
// these labels verbatim (tutors.subjects text[]), so a label never changes once data exists: add,
// never rename.
export const SUBJECTS = [
  'SNBT - Pemahaman Bacaan dan Menulis (PBM)',
  'SNBT - Pengetahuan dan Pemahaman Umum (PPU)',
  'SNBT - Penalaran Umum (PU)',
  'SNBT - Pengetahuan Kuantitatif (PK)',
  'SNBT - Penalaran Matematika (PM)',
  'SNBT - Literasi Bahasa Indonesia',
  'SNBT - Literasi Bahasa Inggris',
  'SMA - Matematika Wajib',
  'SMA - Matematika Peminatan',
  'SMA - Biologi',
  'SMA - Kimia',
  'SMA - Fisika',
  'SMA - Akuntansi',
  'SMA - Ekonomi',
  'SMA - Geografi',
  'SMA - Sosiologi',
  'SMA - Sejarah Indonesia',
  'SMA - Bahasa Indonesia',
  'SMA - Bahasa Inggris',
  'SMP - Matematika',
  'SMP - IPA',
  'SMP - IPS',
  'SMP - Bahasa Indonesia',
  'SMP - Bahasa Inggris',
  'SMP - PKn',
  'SMP - Seni Budaya',
  'SMP - Prakarya',
] as const;

export type Subject = (typeof SUBJECTS)[number];

export const SUBJECT_LEVELS = ['SNBT', 'SMA', 'SMP'] as const;

export type SubjectLevel = (typeof SUBJECT_LEVELS)[number];

const subjectSet: ReadonlySet<string> = new Set(SUBJECTS);

export function isSubject(value: unknown): value is Subject {
  return typeof value === 'string' && subjectSet.has(value);
}

export function subjectLevel(subject: Subject): SubjectLevel {
  const level = SUBJECT_LEVELS.find((candidate) => subject.startsWith(`${candidate} - `));
  if (!level) throw new Error(`subject without level: ${subject}`);
  return level;
}

/** The subjects grouped by level, in catalog order (for grouped selects). */
export const SUBJECT_GROUPS: ReadonlyArray<{ level: SubjectLevel; subjects: readonly Subject[] }> = SUBJECT_LEVELS.map((level) => ({
  level,
  subjects: SUBJECTS.filter((subject) => subjectLevel(subject) === level),
}));

export const subjectSchema = z.enum(SUBJECTS, { error: 'Mata pelajaran tidak dikenal' });

/** A subject's URL form ('SMA - Kimia' → 'sma-kimia'): gallery links and `/les-privat/<subject>` pages. */
export function subjectSlug(subject: Subject): string {
  return subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const bySlug: ReadonlyMap<string, Subject> = new Map(SUBJECTS.map((subject) => [subjectSlug(subject), subject]));

export function subjectBySlug(slug: string): Subject | undefined {
  return bySlug.get(slug);
}
