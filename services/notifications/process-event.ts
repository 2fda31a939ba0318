import { isChatChannel } from '../../core/chat-links/chat-links.ts';
import { isSwitchableGroup, type Channel, type NotificationGroup } from '../../core/notifications/channels.ts';
import { sendClassOf } from '../../core/notifications/send-class.ts';
import type { Db } from '../../infra/db.ts';
import { parseOutboxJob, type JobLike } from '../../infra/job-data.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import { readOutboxEvent } from '../../infra/outbox.ts';
import type { Queues } from '../../infra/queue.ts';
import { activeAdmins } from '../accounts/active-admins.ts';
import { activeChatIds } from '../chat-links/linked-chats.ts';
import { insertDeliveries, pendingDeliveriesOf, type NewDelivery } from './deliveries.ts';
import { channelsFor, NO_NOTIFICATION, resolvePlan, type NotificationPlans } from './plan.ts';
import { usersWithGroupOff } from './preferences.ts';

/** `type` 'foreign': the job names no outbox row here, another database's left in a shared Redis (foreign-jobs.ts). */
export type EventResult = { type: string; deliveries: number; queued: number };

export type EventProcessorDeps = {
  db: Db;
  plans: Partial<NotificationPlans>;
  /** Channels switched on in this deployment (email always); the plans' groups narrow them further. */
  channels: readonly Channel[];
  queues: Pick<Queues, 'addDeliveries'>;
  logger: Logger;
  /** Work an event starts besides its messages (the payment deadline's jobs); must be idempotent, as a retry runs it again. */
  afterEvent?: (event: { type: string; payload: unknown }) => Promise<void>;
};

/**
 * The 'events' job of one outbox row: resolves who is told on which channel, writes one ledger row
 * each (a user's switched-off group is recorded as skipped), and queues one send job per pending
 * row. Sends happen in those jobs, never here. Safe to run again: rows exist once, job ids dedupe.
 */
export function createEventProcessor(deps: EventProcessorDeps) {
  const { db } = deps;
  return async function processEvent(job: JobLike): Promise<EventResult> {
    const ref = parseOutboxJob(job);
    const event = await readOutboxEvent(db, ref);
    if (!event) {
      deps.logger.debug({ outboxId: ref.outboxId }, 'job of another database dropped');
      return { type: 'foreign', deliveries: 0, queued: 0 };
    }
    const logger = deps.logger.child({ outboxId: event.id, type: event.type });
    await deps.afterEvent?.(event);

    let resolved;
    try {
      resolved = resolvePlan(deps.plans, event);
    } catch (error) {
      logger.error({ error: errorSummary(error) }, 'event cannot be notified');
      throw error;
    }
    if (resolved === NO_NOTIFICATION) return { type: event.type, deliveries: 0, queued: 0 };
    const { plan, payload } = resolved;

    const answered = (await plan.answeredInChat?.(db, payload)) ?? null;
    const audiences: Audience[] = [
      { group: plan.group, recipients: await existingUsers(db, await plan.recipients(db, payload)), answered },
    ];
    if (plan.adminTask) audiences.push({ group: 'admin', recipients: await activeAdmins(db), answered: null });
    const rows: NewDelivery[] = [];
    for (const { group, recipients } of audiences) {
      for (const channel of channelsFor(group, deps.channels)) {
        const reachable = await reachableOn(db, channel, recipients);
        const off = isSwitchableGroup(group) ? await usersWithGroupOff(db, reachable, channel, group) : new Set<string>();
        for (const userId of reachable)
          rows.push({ outboxId: event.id, userId, channel, status: off.has(userId) || channel === answered ? 'skipped' : 'pending' });
      }
    }
    await insertDeliveries(db, rows);

    // One insert above and one bulk add per channel here: a request that matches hundreds of tutors
    // costs a few round trips, not a few per tutor. Each queue takes the jobs in their event's class
    // order (transactional before broadcast, decision 029).
    const pending = await pendingDeliveriesOf(db, event.id);
    const sendClass = sendClassOf(event.type);
    for (const channel of new Set(pending.map((delivery) => delivery.channel))) {
      await deps.queues.addDeliveries(
        channel,
        pending.filter((delivery) => delivery.channel === channel).map((delivery) => ({ deliveryId: delivery.id })),
        sendClass,
      );
    }
    logger.debug({ deliveries: rows.length, queued: pending.length }, 'event planned');
    return { type: event.type, deliveries: rows.length, queued: pending.length };
  };
}

/** `answered`: the chat channel on which these recipients were told in person already (skipped there). */
type Audience = { group: NotificationGroup; recipients: string[]; answered: Channel | null };

/** A recipient deleted since the event has nobody left to tell (and no row the ledger can name). */
async function existingUsers(db: Db, wanted: string[]): Promise<string[]> {
  const unique = [...new Set(wanted)];
  return unique.length ? ((await db('users').whereIn('id', unique).pluck('id')) as string[]) : [];
}

/**
 * Everyone has an address; a chat reaches only those who linked one and neither muted it nor
 * blocked the bot (docs/product.md#chat-bots). Nobody else gets a ledger row for it: a fan-out to
 * a thousand tutors of whom fifty linked Telegram is fifty Telegram jobs, not a thousand.
 */
async function reachableOn(db: Db, channel: Channel, userIds: string[]): Promise<string[]> {
  if (!isChatChannel(channel)) return userIds;
  const chats = await activeChatIds(db, channel, userIds);
  return userIds.filter((userId) => chats.has(userId));
}
