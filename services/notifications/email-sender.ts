import { UnrecoverableError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { MailSendError, type Mailer } from '../../infra/mail.ts';
import type { Send } from './deliver-once.ts';
import { contentForDelivery } from './delivery-content.ts';
import type { NotificationPlans } from './plan.ts';
import { renderEmail } from './render-email.ts';
import { mailAttachments } from './mail-attachments.ts';

/**
 * Sends one email delivery: the content is written now, from the database as it is now, for the
 * recipient's current address, with the files it names (a receipt PDF, a session's .ics) made now as well. A 5xx answer (unknown mailbox, rejected sender) will not change on
 * retry: it fails the delivery for good.
 */
export function createEmailSender(deps: { db: Db; plans: Partial<NotificationPlans>; mailer: Mailer }): Send {
  const { db } = deps;
  return async (delivery) => {
    const content = await contentForDelivery(db, deps.plans, delivery);
    const user = await db('users').where({ id: delivery.userId }).first<{ email: string } | undefined>('email');
    if (!content || !user) return 'skipped';
    try {
      const attachments = await mailAttachments(db, content.attachments);
      const message = renderEmail(content, user.email);
      await deps.mailer.send(attachments.length ? { ...message, attachments } : message, { outboxId: delivery.outboxId });
    } catch (error) {
      if (error instanceof MailSendError && error.permanent) throw new UnrecoverableError(error.message);
      throw error;
    }
    return 'sent';
  };
}
