import type { EventPayload } from '../../core/events/catalog.ts';
import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '../../core/feedback/feedback.schema.ts';
import type { Db } from '../../infra/db.ts';
import { linkLine, type NotificationContent } from '../../core/notifications/content.ts';
import { baseUrl, type NotificationContext } from '../../core/notifications/notification-context.ts';

// The message of 'feedback.replied' (docs/product.md#feedback-admin): the author learns the admin's
// reply, read from the row when the message is written, so a corrected reply goes out as corrected.

export const FEEDBACK_REPLIED_TITLE = 'Balasan admin untuk feedback Anda';

export type RepliedFeedback = { id: string; subject: string; category: FeedbackCategory; reply: string; authorName: string };

export const feedbackLink = (appUrl: string, id: string): string => `${baseUrl(appUrl)}/feedback-detail/${id}`;

export function feedbackRepliedContent(feedback: RepliedFeedback, appUrl: string): NotificationContent {
  const link = { label: 'Lihat Balasan', url: feedbackLink(appUrl, feedback.id) };
  return {
    title: FEEDBACK_REPLIED_TITLE,
    greetingName: feedback.authorName,
    lines: [
      `Admin Ajarin telah membalas ${FEEDBACK_CATEGORY_LABELS[feedback.category].toLowerCase()} Anda.`,
      '',
      `Subjek: ${feedback.subject}`,
      `Respon Admin: ${feedback.reply}`,
      '',
      linkLine(link),
    ],
    link,
  };
}

/** The author of an entry; none when it is gone. */
export async function feedbackAuthor(db: Db, feedbackId: string): Promise<string[]> {
  const row = await db('feedback_reports').where({ id: feedbackId }).first<{ user_id: string } | undefined>('user_id');
  return row ? [row.user_id] : [];
}

/** Null when the entry is gone or has no reply any more. */
export async function feedbackReplied(
  db: Db,
  context: NotificationContext,
  payload: EventPayload<'feedback.replied'>,
): Promise<NotificationContent | null> {
  const row = await db('feedback_reports as f')
    .join('users as u', 'u.id', 'f.user_id')
    .where('f.id', payload.feedbackId)
    .first<{ id: string; subject: string; category: FeedbackCategory; reply: string | null; name: string; email: string } | undefined>(
      'f.id',
      'f.subject',
      'f.category',
      'f.reply',
      'u.name',
      'u.email',
    );
  if (!row?.reply) return null;
  return feedbackRepliedContent(
    { id: row.id, subject: row.subject, category: row.category, reply: row.reply, authorName: row.name.trim() || row.email },
    context.appUrl,
  );
}
