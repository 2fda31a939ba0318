import type { Channel } from '../../core/notifications/channels.ts';
import type { Db, Trx } from '../../infra/db.ts';

// The delivery ledger: one row per (event, recipient, channel). Only this file speaks SQL to
// notification_deliveries. A row moves pending → sending (claimed, committed before the send) →
// sent | pending (retry) | failed, or is skipped (preference off, nothing left to say).

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export type Delivery = {
  id: string;
  outboxId: number;
  userId: string;
  channel: Channel;
  status: DeliveryStatus;
  attempts: number;
  claimedAt: Date | null;
};

export type NewDelivery = { outboxId: number; userId: string; channel: Channel; status: 'pending' | 'skipped' };

export type DeliveryOutcome = { status: 'sent' } | { status: 'skipped' } | { status: 'pending' | 'failed'; error: string };

const COLUMNS = ['id', 'outbox_id as outboxId', 'user_id as userId', 'channel', 'status', 'attempts', 'claimed_at as claimedAt'];

/** A retried event job inserts the same rows again: the unique key keeps the first. */
export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db('notification_deliveries')
    .insert(rows.map((row) => ({ outbox_id: row.outboxId, user_id: row.userId, channel: row.channel, status: row.status })))
    .onConflict(['outbox_id', 'user_id', 'channel'])
    .ignore();
}

export async function pendingDeliveriesOf(db: Db, outboxId: number): Promise<{ id: string; channel: Channel }[]> {
  return db('notification_deliveries').where({ outbox_id: outboxId, status: 'pending' }).orderBy('created_at').select('id', 'channel');
}

export async function readDelivery(db: Db, id: string): Promise<Delivery | undefined> {
  return db('notification_deliveries').where({ id }).first<Delivery | undefined>(COLUMNS);
}

/**
 * Takes the row for one send, in a statement of its own (committed before the send): a pending
 * row, or one whose sender has held it longer than the lease (it died mid-send). Undefined when
 * the row is done or another sender holds a live claim.
 */
export async function claimDelivery(db: Db, id: string, leaseMs: number): Promise<Delivery | undefined> {
  const [row] = await db('notification_deliveries')
    .where({ id })
    .andWhere((open) =>
      open
        .where('status', 'pending')
        .orWhere((stale) =>
          stale.where('status', 'sending').andWhereRaw('claimed_at < now() - make_interval(secs => ?)', [leaseMs / 1000]),
        ),
    )
    .update({ status: 'sending', attempts: db.raw('attempts + 1'), claimed_at: db.fn.now() })
    .returning<Delivery[]>(COLUMNS);
  return row;
}

/** Records the outcome of a claimed send. The error text must be a summary without personal data. */
export async function recordDelivery(db: Db, id: string, outcome: DeliveryOutcome): Promise<void> {
  const columns =
    outcome.status === 'sent'
      ? { status: 'sent', sent_at: db.fn.now(), last_error: null }
      : outcome.status === 'skipped'
        ? { status: 'skipped', last_error: null }
        : { status: outcome.status, last_error: outcome.error.slice(0, 500) };
  await db('notification_deliveries').where({ id, status: 'sending' }).update(columns);
}

/**
 * Deliveries a lost job may have left behind: pending for longer than `graceMs`, or claimed by a
 * sender that has not answered within the lease. Oldest first, with their event's type (its send class).
 */
export async function openDeliveries(
  db: Db,
  options: { graceMs: number; leaseMs: number; limit: number },
): Promise<{ id: string; channel: Channel; eventType: string }[]> {
  return db('notification_deliveries as d')
    .join('outbox as o', 'o.id', 'd.outbox_id')
    .where((open) =>
      open
        .where((pending) =>
          pending.where('d.status', 'pending').andWhereRaw('d.created_at < now() - make_interval(secs => ?)', [options.graceMs / 1000]),
        )
        .orWhere((stale) =>
          stale.where('d.status', 'sending').andWhereRaw('d.claimed_at < now() - make_interval(secs => ?)', [options.leaseMs / 1000]),
        ),
    )
    .orderBy('d.created_at')
    .limit(options.limit)
    .select('d.id', 'd.channel', 'o.type as eventType');
}

/** What the admin page shows of a delivery: never the recipient, only the channel, status and event. */
export type DeliveryOverview = { id: string; channel: Channel; status: DeliveryStatus; eventType: string; lastError: string | null };

export async function deliveryOverviews(db: Db, ids: string[]): Promise<Map<string, DeliveryOverview>> {
  if (ids.length === 0) return new Map();
  const rows = await db('notification_deliveries as d')
    .join('outbox as o', 'o.id', 'd.outbox_id')
    .whereIn('d.id', ids)
    .select<DeliveryOverview[]>('d.id', 'd.channel', 'd.status', 'o.type as eventType', 'd.last_error as lastError');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * An admin retries a delivery that failed for good: the row goes back to pending, so the retried
 * job's claim can take it (a failed row is 'already-done' to deliverOnce). Locks the row for the
 * caller's transaction; returns its status before, or undefined when it does not exist.
 */
export async function reopenFailedDelivery(trx: Trx, id: string): Promise<DeliveryStatus | undefined> {
  const row = await trx('notification_deliveries').where({ id }).forUpdate().first<{ status: DeliveryStatus } | undefined>('status');
  if (row?.status === 'failed') await trx('notification_deliveries').where({ id }).update({ status: 'pending' });
  return row?.status;
}
