import { UnrecoverableError } from 'bullmq';
import { sendClassOf, type SendClass } from '../../core/notifications/send-class.ts';
import type { Db } from '../../infra/db.ts';
import { readOutboxEventById } from '../../infra/outbox.ts';
import { activeChatIds } from '../chat-links/linked-chats.ts';
import type { Send } from './deliver-once.ts';
import { contentFor, NO_NOTIFICATION, resolvePlan, type NotificationPlans } from './plan.ts';
import { renderWhatsApp } from './render-whatsapp.ts';

/**
 * Sends one WhatsApp delivery through the bot's send gate: only to a chat that is linked, not muted
 * and not blocked at send time (anything else is skipped), with the content written now, in its
 * event's class (the cap never holds back a transactional one).
 */
export function createWhatsAppSender(deps: {
  db: Db;
  plans: Partial<NotificationPlans>;
  send: (jid: string, text: string, sendClass: SendClass) => Promise<void>;
}): Send {
  const { db } = deps;
  return async (delivery) => {
    const event = await readOutboxEventById(db, delivery.outboxId);
    if (!event) throw new UnrecoverableError(`outbox row ${delivery.outboxId} of delivery ${delivery.id} is gone`);
    const resolved = resolvePlan(deps.plans, event);
    if (resolved === NO_NOTIFICATION) throw new UnrecoverableError(`outbox row ${event.id}: "${event.type}" has no notification to send`);
    const chatId = (await activeChatIds(db, 'whatsapp', [delivery.userId])).get(delivery.userId);
    if (!chatId) return 'skipped';
    const content = await contentFor(db, resolved, delivery.userId);
    if (!content) return 'skipped';
    await deps.send(chatId, renderWhatsApp(content), sendClassOf(event.type));
    return 'sent';
  };
}
