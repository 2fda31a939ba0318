import type { Trx } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { OutboxEvent } from '../../infra/outbox.ts';

export type NotificationContext = { trx: Trx; logger: Logger };

export type NotificationHandler = {
  /** Ledger key in outbox_deliveries: unique, and never renamed once it has run in production. */
  name: string;
  /** Runs at most once per event (see deliverOnce); throwing rolls back and retries the job. */
  run: (event: OutboxEvent, context: NotificationContext) => Promise<void>;
};

export type NotificationHandlerTable = Readonly<Partial<Record<string, readonly NotificationHandler[]>>>;

/**
 * Event type → the side effects it triggers, run by the 'notifications' worker. Adding one is one
 * entry, e.g. `'request.opened': [telegramTellTutors]`. Until an entry exists an event is only
 * recorded as consumed.
 */
export const notificationHandlers: NotificationHandlerTable = {};
