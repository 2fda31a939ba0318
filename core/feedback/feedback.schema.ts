import { z } from 'zod';
import { text } from '../validation/text.ts';

// The feedback form, the admin's reply and the two lists' query strings (docs/product.md#feedback).
// The same schemas check the web forms and the api; the limits are the CHECKs of feedback_reports
// (migrations/20261122000004_platform.ts). An owner, a name, a date or a reply sent with the form
// is dropped: the server decides them.

export const FEEDBACK_LIMITS = { subjectMax: 200, notesMax: 5000, replyMax: 5000, pageSize: 20 } as const;

export const FEEDBACK_CATEGORIES = ['feedback', 'report'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = { feedback: 'Feedback', report: 'Report' };

/** The product's texts where it has one (docs/product.md#feedback), plain Indonesian otherwise. */
export const FEEDBACK_MESSAGES = {
  required: 'Subjek dan Catatan harus diisi',
  subjectTooLong: `Subjek maksimal ${FEEDBACK_LIMITS.subjectMax} karakter.`,
  notesTooLong: `Catatan maksimal ${FEEDBACK_LIMITS.notesMax} karakter.`,
  category: 'Kategori harus Feedback atau Report.',
  sent: 'Feedback atau laporan berhasil dikirim',
  notFound: 'Feedback tidak ditemukan.',
  replyRequired: 'Balasan harus diisi.',
  replyTooLong: `Balasan maksimal ${FEEDBACK_LIMITS.replyMax} karakter.`,
  replied: 'Balasan terkirim. Pengirim akan diberi tahu.',
  cursor: 'Parameter cursor tidak valid.',
} as const;

const M = FEEDBACK_MESSAGES;

export const submitFeedbackSchema = z.object({
  subject: text({ error: M.required }).trim().min(1, M.required).max(FEEDBACK_LIMITS.subjectMax, M.subjectTooLong),
  // Left out (or null), the form's default: 'feedback'.
  category: z
    .enum(FEEDBACK_CATEGORIES, { error: M.category })
    .nullish()
    .transform((category) => category ?? 'feedback'),
  notes: text({ error: M.required }).trim().min(1, M.required).max(FEEDBACK_LIMITS.notesMax, M.notesTooLong),
});

export type SubmitFeedbackInput = z.input<typeof submitFeedbackSchema>;
export type SubmitFeedback = z.output<typeof submitFeedbackSchema>;

export const replyFeedbackSchema = z.object({
  reply: text({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(FEEDBACK_LIMITS.replyMax, M.replyTooLong),
});

const cursor = z.uuid({ error: M.cursor }).optional();

/** GET /api/feedback. */
export const ownFeedbackQuerySchema = z.object({ cursor });

/** GET /api/admin/feedback: `category` left out lists both. */
export const feedbackInboxQuerySchema = z.object({
  cursor,
  category: z.enum(FEEDBACK_CATEGORIES, { error: M.category }).optional(),
});

export type FeedbackInboxQuery = z.output<typeof feedbackInboxQuerySchema>;
