import type { EventPayload } from '../../core/events/catalog.ts';
import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '../../core/feedback/feedback.schema.ts';
import type { Db } from '../../infra/db.ts';
import { adminContent } from '../../core/notifications/admin-content.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { NotificationContext } from '../../core/notifications/notification-context.ts';

// 'feedback.created' (docs/product.md#feedback-admin): the admins hear of a new entry with its
// author and subject; the notes are read in the console, not carried through chats.

export type NewFeedback = { userName: string; category: FeedbackCategory; subject: string };

export function feedbackCreatedContent(feedback: NewFeedback, context: NotificationContext): NotificationContent {
  const kind = FEEDBACK_CATEGORY_LABELS[feedback.category];
  return adminContent(context, `${kind} baru masuk`, [
    `${feedback.userName} mengirim ${kind.toLowerCase()} baru.`,
    `Subjek: ${feedback.subject}`,
    'Baca dan balas di Konsol Admin.',
  ]);
}

/** Null once the entry is gone or already answered: nothing is waiting any more. */
export async function feedbackCreated(
  db: Db,
  context: NotificationContext,
  { feedbackId }: EventPayload<'feedback.created'>,
): Promise<NotificationContent | null> {
  const row = await db('feedback_reports')
    .where({ id: feedbackId })
    .whereNull('reply')
    .first<{ user_name: string; category: FeedbackCategory; subject: string } | undefined>('user_name', 'category', 'subject');
  return row ? feedbackCreatedContent({ userName: row.user_name, category: row.category, subject: row.subject }, context) : null;
}
