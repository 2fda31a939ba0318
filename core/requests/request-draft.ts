import { z } from 'zod';
import { SUBJECTS, isSubject, type Subject } from '../catalog/subjects.ts';
import { text } from '../validation/text.ts';
import { createRequestSchema, type CreateRequest } from './request.schema.ts';

// A learning request written in a chat (docs/product.md#customers-in-the-chat), one answer at a
// time: subjects, number of students, hours, notes, the phone only when the profile has none, then
// a confirmation. Each answer is checked by the web form's own schema field, so a chat refuses
// exactly what the form refuses, with its words; the whole draft is checked again before it is sent.

export const DRAFT_STEPS = ['subjects', 'students', 'hours', 'notes', 'phone', 'confirm'] as const;
export type DraftStep = (typeof DRAFT_STEPS)[number];

export const requestDraftSchema = z.object({
  step: z.enum(DRAFT_STEPS),
  customerName: text().max(200),
  phone: text().max(40).nullable(),
  subjects: z.array(text().refine(isSubject)).max(SUBJECTS.length),
  studentCount: z.number().int().nullable(),
  durationHours: z.number().int().nullable(),
  notes: text().max(4000).nullable(),
});
export type RequestDraft = z.infer<typeof requestDraftSchema>;

/** A new draft for a customer whose profile gives the name and (maybe) the phone the form prefills. */
export const startDraft = (profile: { name: string; phone: string | null }): RequestDraft => ({
  step: 'subjects',
  customerName: profile.name,
  phone: profile.phone,
  subjects: [],
  studentCount: null,
  durationHours: null,
  notes: null,
});

/** The subjects whose label holds every typed word, in catalog order ('fisika sma', 'snbt pu'). */
export function searchSubjects(query: string): Subject[] {
  const words = query
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return SUBJECTS.filter((subject) => {
    const label = subject.toLowerCase();
    return words.every((word) => label.includes(word));
  });
}

export function toggleSubject(draft: RequestDraft, subject: Subject): RequestDraft {
  const subjects = draft.subjects.includes(subject) ? draft.subjects.filter((chosen) => chosen !== subject) : [...draft.subjects, subject];
  return { ...draft, subjects };
}

export type StepResult = { draft: RequestDraft } | { error: string };

const firstIssue = (error: z.ZodError): string => error.issues[0]?.message ?? 'Input tidak valid.';

/** A typed count: only digits count in a chat (the form's fallback to 1 is for its empty field). */
function count(answer: string, field: z.ZodType<number>): { value: number } | { error: string } {
  const trimmed = answer.trim();
  const parsed = field.safeParse(/^\d{1,3}$/.test(trimmed) ? Number(trimmed) : 0);
  return parsed.success ? { value: parsed.data } : { error: firstIssue(parsed.error) };
}

const nextAfterNotes = (draft: RequestDraft): DraftStep => (draft.phone ? 'confirm' : 'phone');
const shape = createRequestSchema.shape;

/** The draft after the subjects step ends: refused while none is chosen. */
export function finishSubjects(draft: RequestDraft): StepResult {
  const parsed = shape.subjects.safeParse(draft.subjects);
  return parsed.success ? { draft: { ...draft, subjects: parsed.data, step: 'students' } } : { error: firstIssue(parsed.error) };
}

/** A typed answer to the current step (not subjects: those are picked). `skip` leaves the notes empty. */
export function answerStep(draft: RequestDraft, answer: string | { skip: true }): StepResult {
  const typed = typeof answer === 'string' ? answer : '';
  switch (draft.step) {
    case 'students': {
      const result = count(typed, shape.studentCount as z.ZodType<number>);
      return 'error' in result ? result : { draft: { ...draft, studentCount: result.value, step: 'hours' } };
    }
    case 'hours': {
      const result = count(typed, shape.durationHours as z.ZodType<number>);
      return 'error' in result ? result : { draft: { ...draft, durationHours: result.value, step: 'notes' } };
    }
    case 'notes': {
      const parsed = shape.notes.safeParse(typeof answer === 'string' && answer.trim() !== '-' ? answer : null);
      if (!parsed.success) return { error: firstIssue(parsed.error) };
      const next = { ...draft, notes: parsed.data ?? null };
      return { draft: { ...next, step: nextAfterNotes(next) } };
    }
    case 'phone': {
      const parsed = shape.phone.safeParse(typed);
      return parsed.success ? { draft: { ...draft, phone: parsed.data, step: 'confirm' } } : { error: firstIssue(parsed.error) };
    }
    default:
      return { draft };
  }
}

/** The whole draft through the web's schema: what createRequest takes, or the first refusal. */
export function draftToRequest(draft: RequestDraft): { request: CreateRequest } | { error: string } {
  const parsed = createRequestSchema.safeParse({
    customerName: draft.customerName,
    phone: draft.phone ?? '',
    subjects: draft.subjects,
    studentCount: draft.studentCount,
    durationHours: draft.durationHours,
    notes: draft.notes,
  });
  return parsed.success ? { request: parsed.data } : { error: firstIssue(parsed.error) };
}
