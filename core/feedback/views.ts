import type { FeedbackCategory } from './feedback.schema.ts';

/** One feedback or report as its author (and an admin) reads it. */
export type FeedbackItem = {
  id: string;
  subject: string;
  category: FeedbackCategory;
  notes: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
};

/** The admin inbox adds who wrote it (the name stored when it was sent). */
export type InboxFeedbackItem = FeedbackItem & { userName: string };

export type FeedbackPage<T extends FeedbackItem = FeedbackItem> = { items: T[]; nextCursor: string | null };
