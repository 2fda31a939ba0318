import type { Actor } from '../../core/accounts/actor.ts';
import { FEEDBACK_LIMITS } from '../../core/feedback/feedback.schema.ts';
import type { FeedbackPage } from '../../core/feedback/views.ts';
import { FEEDBACK_COLUMNS, toFeedbackItem, type FeedbackDeps, type FeedbackRow } from './feedback-record.ts';

/**
 * 'Riwayat Feedback dan Report': the user's own entries, newest first, a page at a time. The cursor
 * is the last id of the previous page; one that is not the user's own gives an empty page, never
 * someone else's entries.
 */
export async function listOwnFeedback(deps: FeedbackDeps, actor: Actor, cursor?: string): Promise<FeedbackPage> {
  const query = deps
    .db('feedback_reports')
    .where({ user_id: actor.id })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(FEEDBACK_LIMITS.pageSize + 1)
    .select<FeedbackRow[]>(...FEEDBACK_COLUMNS);
  if (cursor)
    query.whereRaw('(created_at, id) < (select c.created_at, c.id from feedback_reports c where c.id = ? and c.user_id = ?)', [
      cursor,
      actor.id,
    ]);
  const rows = await query;
  const page = rows.slice(0, FEEDBACK_LIMITS.pageSize);
  return { items: page.map(toFeedbackItem), nextCursor: rows.length > FEEDBACK_LIMITS.pageSize ? (page.at(-1)?.id ?? null) : null };
}
