import type { Actor } from '../../core/accounts/actor.ts';
import { FEEDBACK_MESSAGES } from '../../core/feedback/feedback.schema.ts';
import type { InboxFeedbackItem } from '../../core/feedback/views.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { FEEDBACK_COLUMNS, feedbackNotFound, toInboxItem, type FeedbackDeps, type FeedbackRow } from './feedback-record.ts';

/**
 * An admin answers a feedback or report (docs/product.md#feedback-admin). Answering again replaces
 * the reply: an admin can correct a typo or add to it, and the author is told again with the reply
 * as it then stands. Row, audit entry and event commit together, so the author is told exactly
 * when the reply exists.
 */
export async function replyFeedback(
  deps: FeedbackDeps,
  actor: Actor,
  id: string,
  reply: string,
): Promise<{ message: string; feedback: InboxFeedbackItem }> {
  requireRole(actor, 'admin');
  if (!isUuid(id)) throw feedbackNotFound();
  const row = await deps.db.transaction(async (trx) => {
    const current = await trx('feedback_reports').where({ id }).forUpdate().first<{ reply: string | null } | undefined>('reply');
    if (!current) throw feedbackNotFound();
    const [updated] = await trx('feedback_reports')
      .where({ id })
      .update({ reply, replied_by: actor.id, replied_at: trx.fn.now() })
      .returning<FeedbackRow[]>([...FEEDBACK_COLUMNS]);
    if (!updated) throw new Error('feedback update returned no row');
    // Whether it was answered before, never the texts themselves (docs/architecture.md#audit-log).
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'feedback.reply',
      entity: 'feedback_report',
      entityId: id,
      before: { replied: current.reply !== null },
      after: { replied: true },
    });
    await writeOutbox(trx, 'feedback.replied', { feedbackId: id });
    return updated;
  });
  return { message: FEEDBACK_MESSAGES.replied, feedback: toInboxItem(row) };
}
