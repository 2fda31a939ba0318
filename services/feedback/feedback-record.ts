import { AppError } from '../../core/errors.ts';
import { FEEDBACK_MESSAGES, type FeedbackCategory } from '../../core/feedback/feedback.schema.ts';
import type { FeedbackItem, InboxFeedbackItem } from '../../core/feedback/views.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Db } from '../../infra/db.ts';

export type FeedbackDeps = { db: Db };
export type SubmitFeedbackDeps = FeedbackDeps & { limiter: RateLimiter };

export type FeedbackRow = {
  id: string;
  user_id: string;
  user_name: string;
  subject: string;
  category: FeedbackCategory;
  notes: string;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
};

export const FEEDBACK_COLUMNS = [
  'id',
  'user_id',
  'user_name',
  'subject',
  'category',
  'notes',
  'reply',
  'replied_at',
  'created_at',
] as const;

/**
 * The one answer to an entry that does not exist AND to someone else's (docs/product.md#feedback):
 * the same 404, so ids cannot be probed for whether they exist.
 */
export const feedbackNotFound = (): AppError => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

export function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
  };
}

export const toInboxItem = (row: FeedbackRow): InboxFeedbackItem => ({ ...toFeedbackItem(row), userName: row.user_name });
