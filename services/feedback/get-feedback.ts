import type { Actor } from '../../core/accounts/actor.ts';
import type { FeedbackItem } from '../../core/feedback/views.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { FEEDBACK_COLUMNS, feedbackNotFound, toFeedbackItem, type FeedbackDeps, type FeedbackRow } from './feedback-record.ts';

/**
 * One entry, for its author or an admin (docs/product.md#feedback). Anyone else gets the same 404
 * as for an id that does not exist; a malformed id too.
 */
export async function getFeedback(deps: FeedbackDeps, actor: Actor, id: string): Promise<FeedbackItem> {
  if (!isUuid(id)) throw feedbackNotFound();
  const row = await deps
    .db('feedback_reports')
    .where({ id })
    .first<FeedbackRow | undefined>(...FEEDBACK_COLUMNS);
  if (!row || (row.user_id !== actor.id && actor.role !== 'admin')) throw feedbackNotFound();
  return toFeedbackItem(row);
}
