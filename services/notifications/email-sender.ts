import { UnrecoverableError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { MailSendError, type Mailer } from '../../infra/mail.ts';
import { readOutboxEventById } from '../../infra/outbox.ts';
import type { Send } from './deliver-once.ts';
import { NO_NOTIFICATION, resolvePlan, type NotificationPlans } from './plan.ts';
import { renderEmail } from './render-email.ts';

/**
 * Sends one email delivery: the content is written now, from the database as it is now, for the
 * recipient's current address. A 5xx answer (unknown mailbox, rejected sender) will not change on
 * retry: it fails the delivery for good.
 */
export function createEmailSender(deps: { db: Db; plans: Partial<NotificationPlans>; mailer: Mailer }): Send {
  const { db } = deps;
  return async (delivery) => {
    const event = await readOutboxEventById(db, delivery.outboxId);
    if (!event) throw new UnrecoverableError(`outbox row ${delivery.outboxId} of delivery ${delivery.id} is gone`);
    const resolved = resolvePlan(deps.plans, event);
    if (resolved === NO_NOTIFICATION) throw new UnrecoverableError(`outbox row ${event.id}: "${event.type}" has no notification to send`);
    const content = await resolved.plan.content(db, resolved.payload, delivery.userId);
    const user = await db('users').where({ id: delivery.userId }).first<{ email: string } | undefined>('email');
    if (!content || !user) return 'skipped';
    try {
      await deps.mailer.send(renderEmail(content, user.email), { outboxId: event.id });
    } catch (error) {
      if (error instanceof MailSendError && error.permanent) throw new UnrecoverableError(error.message);
      throw error;
    }
    return 'sent';
  };
}
