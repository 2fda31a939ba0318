import { UnrecoverableError } from 'bullmq';
import { isEventType, parseEventPayload, type EventPayload, type EventType } from '../../core/events/catalog.ts';
import type { Db } from '../../infra/db.ts';
import type { ChatChannel } from '../../core/chat-links/chat-links.ts';
import type { Channel, NotificationGroup } from '../../core/notifications/channels.ts';
import { isActiveAdmin } from '../accounts/active-admins.ts';
import type { NotificationContent } from '../../core/notifications/content.ts';

/** Who is told of one event, and what, decided from the database at delivery time. */
export type NotificationPlan<T extends EventType> = {
  group: NotificationGroup;
  /** User ids to tell, resolved when the event is processed (not when it was written). */
  recipients: (db: Db, payload: EventPayload<T>) => Promise<string[]>;
  /**
   * What to tell `recipientId`, read when the message is sent; null when the state no longer calls
   * for a message (e.g. the payment was refunded before the 'verified' message went out).
   */
  content: (db: Db, payload: EventPayload<T>, recipientId: string) => Promise<NotificationContent | null>;
  /**
   * The same event as work for the admins (a proof to verify): every active admin is told too, in
   * the 'admin' group and in these words. Admins are never among `recipients` of such an event, so
   * the recipient's role says which of the two a delivery carries.
   */
  adminTask?: (db: Db, payload: EventPayload<T>) => Promise<NotificationContent | null>;
  /**
   * The chat in which the bot already told `recipients` in person (a proof sent by chat is answered
   * with its receipt there): the notification is not repeated on that channel.
   */
  answeredInChat?: (db: Db, payload: EventPayload<T>) => Promise<ChatChannel | null>;
};

/** The explicit "nobody is told" of an event that exists for other consumers (audit, live lists, bots later). */
export const NO_NOTIFICATION = Symbol('no notification');

/**
 * One entry per catalog event: a new event without a plan, or a plan for an event that does not
 * exist, is a compile error.
 */
export type NotificationPlans = { readonly [T in EventType]: NotificationPlan<T> | typeof NO_NOTIFICATION };

/** A plan with its parsed payload, for code that only learns the event type at run time. */
export type ResolvedPlan = { plan: NotificationPlan<EventType>; payload: EventPayload<EventType> };

/**
 * The plan of a stored event. An event outside the catalog, without a plan, or with a payload its
 * schema refuses will be the same on every retry: the job fails for good, and loudly, instead of
 * being recorded as handled.
 */
export function resolvePlan(
  plans: Partial<NotificationPlans>,
  event: { id: number; type: string; payload: unknown },
): ResolvedPlan | typeof NO_NOTIFICATION {
  if (!isEventType(event.type)) throw new UnrecoverableError(`outbox row ${event.id}: "${event.type}" is not an event of the catalog`);
  const plan = plans[event.type] as NotificationPlan<EventType> | typeof NO_NOTIFICATION | undefined;
  if (plan === undefined) throw new UnrecoverableError(`outbox row ${event.id}: no notification plan for "${event.type}"`);
  if (plan === NO_NOTIFICATION) return NO_NOTIFICATION;
  try {
    return { plan, payload: parseEventPayload(event.type, event.payload) };
  } catch {
    throw new UnrecoverableError(`outbox row ${event.id}: invalid ${event.type} payload`);
  }
}

/** What one recipient of a resolved event is told, written now from the database as it is now. */
export async function contentFor(db: Db, { plan, payload }: ResolvedPlan, recipientId: string): Promise<NotificationContent | null> {
  if (plan.adminTask && (await isActiveAdmin(db, recipientId))) return plan.adminTask(db, payload);
  return plan.content(db, payload, recipientId);
}

/** Account messages go by email whatever the user chose: they are how an account is reached at all. */
export function channelsFor(group: NotificationGroup, available: readonly Channel[]): Channel[] {
  return group === 'account' ? available.filter((channel) => channel === 'email') : [...available];
}
