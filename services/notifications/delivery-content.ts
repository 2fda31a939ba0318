import { UnrecoverableError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { readOutboxEventById } from '../../infra/outbox.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';
import type { Delivery } from './deliveries.ts';
import { contentFor, NO_NOTIFICATION, resolvePlan, type NotificationPlans } from './plan.ts';

/**
 * What one delivery says, written now from the database as it is now (every channel's sender
 * starts here). Null when the state no longer calls for a message. An event that cannot be
 * notified will not become notifiable on retry: that fails for good.
 */
export async function contentForDelivery(
  db: Db,
  plans: Partial<NotificationPlans>,
  delivery: Pick<Delivery, 'id' | 'outboxId' | 'userId'>,
): Promise<NotificationContent | null> {
  const event = await readOutboxEventById(db, delivery.outboxId);
  if (!event) throw new UnrecoverableError(`outbox row ${delivery.outboxId} of delivery ${delivery.id} is gone`);
  const resolved = resolvePlan(plans, event);
  if (resolved === NO_NOTIFICATION) throw new UnrecoverableError(`outbox row ${event.id}: "${event.type}" has no notification to send`);
  return contentFor(db, resolved, delivery.userId);
}
