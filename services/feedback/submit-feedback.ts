import type { Actor } from '../../core/accounts/actor.ts';
import type { SubmitFeedback } from '../../core/feedback/feedback.schema.ts';
import type { FeedbackItem } from '../../core/feedback/views.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { FEEDBACK_COLUMNS, toFeedbackItem, type FeedbackRow, type SubmitFeedbackDeps } from './feedback-record.ts';
import { FEEDBACK_SUBMIT_LIMIT } from './policy.ts';

/**
 * Any signed-in user sends a feedback or a report (docs/product.md#feedback). The author's name is
 * stored with it, falling back to their email, so the admin inbox still names them if the account
 * changes later. Limited per user: the check runs after the schema, so a refused form costs nothing.
 */
export async function submitFeedback(deps: SubmitFeedbackDeps, actor: Actor, input: SubmitFeedback): Promise<FeedbackItem> {
  await deps.limiter.enforce([{ rule: FEEDBACK_SUBMIT_LIMIT, subject: actor.id }]);
  const row = await deps.db.transaction(async (trx) => {
    const user = await trx('users').where({ id: actor.id }).first<{ name: string; email: string } | undefined>('name', 'email');
    if (!user) throw new Error('signed-in user has no row');
    const [inserted] = await trx('feedback_reports')
      .insert({
        user_id: actor.id,
        user_name: user.name.trim() || user.email,
        subject: input.subject,
        category: input.category,
        notes: input.notes,
      })
      .returning<FeedbackRow[]>([...FEEDBACK_COLUMNS]);
    if (!inserted) throw new Error('feedback insert returned no row');
    await writeOutbox(trx, 'feedback.created', { feedbackId: inserted.id });
    return inserted;
  });
  return toFeedbackItem(row);
}
