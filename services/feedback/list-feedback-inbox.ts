import type { Actor } from '../../core/accounts/actor.ts';
import { FEEDBACK_LIMITS, type FeedbackInboxQuery } from '../../core/feedback/feedback.schema.ts';
import type { FeedbackPage, InboxFeedbackItem } from '../../core/feedback/views.ts';
import { requireRole } from '../accounts/require-role.ts';
import { FEEDBACK_COLUMNS, toInboxItem, type FeedbackDeps, type FeedbackRow } from './feedback-record.ts';

/**
 * The admins' 'Feedback' tab: every user's entries, unanswered first, newest first within each,
 * optionally one category. Keyset paging over (unanswered, created_at, id), all descending; an
 * entry answered between two pages moves down and may show again further on, never goes missing.
 */
export async function listFeedbackInbox(
  deps: FeedbackDeps,
  actor: Actor,
  input: FeedbackInboxQuery,
): Promise<FeedbackPage<InboxFeedbackItem>> {
  requireRole(actor, 'admin');
  const query = deps
    .db('feedback_reports')
    .orderByRaw('(reply is null) desc, created_at desc, id desc')
    .limit(FEEDBACK_LIMITS.pageSize + 1)
    .select<FeedbackRow[]>(...FEEDBACK_COLUMNS);
  if (input.category) query.where({ category: input.category });
  if (input.cursor)
    query.whereRaw(
      '((reply is null), created_at, id) < (select (c.reply is null), c.created_at, c.id from feedback_reports c where c.id = ?)',
      [input.cursor],
    );
  const rows = await query;
  const page = rows.slice(0, FEEDBACK_LIMITS.pageSize);
  return { items: page.map(toInboxItem), nextCursor: rows.length > FEEDBACK_LIMITS.pageSize ? (page.at(-1)?.id ?? null) : null };
}
