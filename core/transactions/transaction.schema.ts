import { z } from 'zod';
import { text } from '../validation/text.ts';

// Query strings and bodies of the transaction, payout, review and admin endpoints.

export const CUSTOMER_PAGE_SIZE = 7;
/**
 * The original tutor page loaded everything (up to 1000); pages with a cursor serve it better
 * (docs/product.md#transaction-tutor-list).
 */
export const TUTOR_PAGE_SIZE = 20;
export const REVIEW_COMMENT_MAX = 1000;
export const REASON_MAX = 500;

const cursor = z.uuid({ error: 'Parameter cursor tidak valid.' }).optional();

export const customerTransactionsQuerySchema = z.object({ cursor });

export const TUTOR_SOURCE_FILTERS = ['all', 'booking', 'request'] as const;
export type TutorSourceFilter = (typeof TUTOR_SOURCE_FILTERS)[number];

export const tutorTransactionsQuerySchema = z.object({
  source: z.enum(TUTOR_SOURCE_FILTERS, { error: 'Parameter source harus all, booking atau request.' }).default('all'),
  cursor,
});

export const REVIEW_MESSAGES = {
  rating: 'Rating harus antara 1 sampai 5.',
  commentTooLong: `Komentar maksimal ${REVIEW_COMMENT_MAX} karakter.`,
} as const;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: text()
    .trim()
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong)
    .nullish()
    .transform((comment) => comment || null),
});

export type ReviewInput = z.input<typeof reviewSchema>;

export const REJECTION_MESSAGES = {
  reason: 'Alasan penolakan harus diisi.',
  reasonTooLong: `Alasan maksimal ${REASON_MAX} karakter.`,
} as const;

/** An admin's rejection of a proof or a payout: the reason is shown to the customer or tutor. */
export const rejectionSchema = z.object({
  reason: text({ error: REJECTION_MESSAGES.reason })
    .trim()
    .min(1, REJECTION_MESSAGES.reason)
    .max(REASON_MAX, REJECTION_MESSAGES.reasonTooLong),
});
