import { z } from 'zod';
import { isValidPhone, PHONE_EXAMPLE } from '../accounts/phone.ts';
import { isSubject, SUBJECTS } from '../catalog/subjects.ts';
import { text } from '../validation/text.ts';
import { isCitySlug } from '../places/cities.ts';
import { isLessonMode, type LessonMode } from '../places/lesson-modes.ts';
import { PLACE_MESSAGES } from '../places/place-fields.ts';

// The learning-request form (docs/product.md#request-create). The same schema validates the web
// form and POST /api/requests; the database CHECKs agree. A price, a total, a status or an owner
// sent with it is dropped: the server decides them.

export const REQUEST_LIMITS = {
  nameMax: 120,
  maxSubjects: SUBJECTS.length,
  maxStudents: 10,
  maxHours: 8,
  notesMax: 2000,
  /** docs/product.md#limits: page size of the owner's list and of the open list. */
  pageSize: 7,
} as const;

/** The original's texts where it has one (docs/product.md#request-create), plain Indonesian otherwise. */
export const REQUEST_FORM_MESSAGES = {
  signInRequired: 'You must be logged in to create a bidding request',
  name: 'Please provide your name',
  nameTooLong: `Nama maksimal ${REQUEST_LIMITS.nameMax} karakter.`,
  phone: 'Please provide your phone number',
  phoneInvalid: `Format nomor telepon tidak valid. Contoh: ${PHONE_EXAMPLE}`,
  subjects: 'Please select at least one subject',
  subjectUnknown: 'Mata pelajaran tidak dikenal.',
  students: 'Jumlah siswa minimal 1 orang.',
  studentsMax: `Jumlah siswa maksimal ${REQUEST_LIMITS.maxStudents} orang.`,
  hours: 'Durasi minimal 1 jam.',
  hoursMax: `Durasi maksimal ${REQUEST_LIMITS.maxHours} jam.`,
  notesTooLong: `Catatan maksimal ${REQUEST_LIMITS.notesMax} karakter.`,
  created: 'Your learning request has been created successfully!',
  createFailed: 'Failed to create learning request. Please try again.',
} as const;

const M = REQUEST_FORM_MESSAGES;

/** Spaces, dots and dashes are how people type numbers; the stored form is digits with an optional leading '+'. */
export function normalizeRequestPhone(value: string): string {
  return value.trim().replace(/[\s.()-]+/g, '');
}

/** docs/product.md#request-create: a count that is not a number falls back to 1; a number out of range is refused. */
const countOrOne = (min: string, max: number, tooMany: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
      return 1;
    },
    z.number().int(min).min(1, min).max(max, tooMany),
  );

export const createRequestSchema = z
  .object({
    customerName: text({ error: M.name }).trim().min(1, M.name).max(REQUEST_LIMITS.nameMax, M.nameTooLong),
    phone: text({ error: M.phone })
      .max(40, M.phoneInvalid)
      .transform(normalizeRequestPhone)
      .refine((phone) => phone.length > 0, M.phone)
      .refine((phone) => phone.length === 0 || isValidPhone(phone), M.phoneInvalid),
    subjects: z
      .array(text({ error: M.subjects }).refine(isSubject, M.subjectUnknown), { error: M.subjects })
      .min(1, M.subjects)
      .max(REQUEST_LIMITS.maxSubjects, M.subjects)
      .transform((subjects) => [...new Set(subjects)]),
    studentCount: countOrOne(M.students, REQUEST_LIMITS.maxStudents, M.studentsMax),
    durationHours: countOrOne(M.hours, REQUEST_LIMITS.maxHours, M.hoursMax),
    notes: text()
      .trim()
      .max(REQUEST_LIMITS.notesMax, M.notesTooLong)
      .nullish()
      .transform((notes) => notes || null),
    /** Optional (docs/decisions/056): a slug from the city list, never free text. Empty: none. */
    city: text({ error: PLACE_MESSAGES.invalid })
      .trim()
      .refine((city) => city === '' || isCitySlug(city), PLACE_MESSAGES.city)
      .nullish()
      .transform((city) => city || null),
    /** Empty: no preference, and every tutor of the subjects hears of it as before. */
    lessonMode: text({ error: PLACE_MESSAGES.lessonMode })
      .trim()
      .refine((mode) => mode === '' || isLessonMode(mode), PLACE_MESSAGES.lessonMode)
      .nullish()
      .transform((mode): LessonMode | null => (isLessonMode(mode) ? mode : null)),
  })
  .superRefine((request, ctx) => {
    // Lessons at home need to know where.
    if (request.city === null && (request.lessonMode === 'home' || request.lessonMode === 'both')) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: PLACE_MESSAGES.cityNeeded });
    }
  });

export type CreateRequestInput = z.input<typeof createRequestSchema>;
export type CreateRequest = z.output<typeof createRequestSchema>;

/** POST /api/requests/:id/choose. */
export const chooseTutorSchema = z.object({
  tutorId: z.uuid({ error: 'Pilih tutor dari daftar tutor yang tertarik.' }),
});

export type ChooseTutorInput = z.infer<typeof chooseTutorSchema>;
