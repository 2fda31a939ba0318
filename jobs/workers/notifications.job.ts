import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { readOutboxEvent } from '../../infra/outbox.ts';
import { deliverOnce, missingOutboxRow } from '../deliver-once.ts';
import { parseOutboxJob, type OutboxJob } from './job-data.ts';
import type { NotificationHandlerTable } from './notification-handlers.ts';

/** Ledger name for an event that no handler is registered for: consumed, nothing to do. */
export const UNHANDLED_LEDGER = 'notifications';

export type NotificationsResult = { type: string; handlers: Record<string, string> };

/**
 * Runs every handler registered for the event's type, each behind its own ledger row: when the
 * second of two handlers fails, the retry does not repeat the first.
 */
export function createNotificationsProcessor(deps: { db: Db; logger: Logger; handlers: NotificationHandlerTable }) {
  return async function processNotification(job: OutboxJob): Promise<NotificationsResult> {
    const ref = parseOutboxJob(job);
    const event = await readOutboxEvent(deps.db, ref);
    if (!event) throw missingOutboxRow(ref);
    const logger = deps.logger.child({ outboxId: ref.outboxId, type: event.type });

    const handlers = deps.handlers[event.type] ?? [];
    if (handlers.length === 0) {
      const outcome = await deliverOnce(deps.db, ref, UNHANDLED_LEDGER, async () => {});
      logger.debug({ outcome }, 'event has no notification handler');
      return { type: event.type, handlers: { [UNHANDLED_LEDGER]: outcome } };
    }
    const outcomes: Record<string, string> = {};
    for (const handler of handlers) {
      outcomes[handler.name] = await deliverOnce(deps.db, ref, handler.name, (current, trx) =>
        handler.run(current, { trx, logger: logger.child({ handler: handler.name }) }),
      );
    }
    logger.debug({ outcomes }, 'notification handlers done');
    return { type: event.type, handlers: outcomes };
  };
}
