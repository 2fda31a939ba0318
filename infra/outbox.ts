import { parseEventPayload, type EventPayload, type EventType } from '../core/events/catalog.ts';
import type { Db, Trx } from './db.ts';
import type { Logger } from './logger.ts';
import { listenToChannel } from './pg-listen.ts';

// The transactional outbox (docs/architecture.md#outbox): a use case writes its event row in its
// own transaction; the relay (jobs/) moves committed rows into BullMQ's 'events' queue. Only this
// file speaks SQL to the `outbox` table.

/** Channel the `outbox_notify` trigger NOTIFYs with the new row's id. */
export const OUTBOX_CHANNEL = 'ajarin_outbox';

export type OutboxPayload = Record<string, unknown>;

export type OutboxEvent = { id: number; type: string; payload: OutboxPayload; createdAt: Date };

/**
 * What a job carries to find its row: the id, and the row's random key. Ids restart in a fresh or
 * restored database while Redis keeps old jobs; the key tells this database's row from another's.
 */
export type OutboxRef = { outboxId: number; jobKey: string };

export type PendingOutboxRow = { id: number; type: string; jobKey: string };

/**
 * Writes an event of the catalog in the caller's transaction, so it exists exactly when the state
 * change that caused it commits. The payload is checked against the catalog: a type outside it or
 * a field the schema does not name (an address, a text) throws and rolls the use case back.
 * Returns the row id (its key is what the relay's job id is made of).
 */
export async function writeOutbox<T extends EventType>(trx: Trx, type: T, payload: EventPayload<T>): Promise<number> {
  const valid = parseEventPayload(type, payload);
  // Stringified: pg would turn a top-level array into a Postgres array literal.
  const [row] = await trx('outbox')
    .insert({ type, payload: JSON.stringify(valid) })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('outbox insert returned no id');
  return row.id;
}

/**
 * The same row as writeOutbox, as a statement to embed in a caller's CTE: inserted once for each row
 * of `source` (a CTE name), so the event exists exactly when the change it follows was made, in one
 * round trip. The payload is checked against the catalog here, before any SQL runs.
 */
export function outboxInsertFrom<T extends EventType>(
  source: string,
  type: T,
  payload: EventPayload<T>,
): { sql: string; bindings: string[] } {
  const valid = parseEventPayload(type, payload);
  return { sql: `insert into outbox (type, payload) select ?, ?::jsonb from ${source}`, bindings: [type, JSON.stringify(valid)] };
}

/** The event a job names, or undefined when this database has no row with that id and key. */
export async function readOutboxEvent(db: Db | Trx, ref: OutboxRef): Promise<OutboxEvent | undefined> {
  return readEvent(db, { id: ref.outboxId, job_key: ref.jobKey });
}

/** The event a delivery row points at (its foreign key makes the id trustworthy: same database). */
export async function readOutboxEventById(db: Db | Trx, id: number): Promise<OutboxEvent | undefined> {
  return readEvent(db, { id });
}

/** The types of the events the jobs name, keyed by job key; a ref of another database is absent. */
export async function readOutboxTypes(db: Db | Trx, refs: OutboxRef[]): Promise<Map<string, string>> {
  if (refs.length === 0) return new Map();
  const rows = await db('outbox')
    .whereIn(
      ['id', 'job_key'],
      refs.map((ref) => [ref.outboxId, ref.jobKey]),
    )
    .select<{ job_key: string; type: string }[]>('job_key', 'type');
  return new Map(rows.map((row) => [row.job_key, row.type]));
}

async function readEvent(db: Db | Trx, where: { id: number; job_key?: string }): Promise<OutboxEvent | undefined> {
  const row = await db('outbox')
    .where(where)
    .first<{ id: number; type: string; payload: OutboxPayload; created_at: Date } | undefined>('id', 'type', 'payload', 'created_at');
  return row ? { id: row.id, type: row.type, payload: row.payload, createdAt: row.created_at } : undefined;
}

/**
 * Locks up to `limit` unrelayed rows, oldest first, for the rest of the caller's transaction.
 * Other relays running the same query skip the locked rows instead of waiting or doubling up.
 */
export async function claimPendingOutbox(trx: Trx, limit: number): Promise<PendingOutboxRow[]> {
  return trx('outbox')
    .select<PendingOutboxRow[]>('id', 'type', 'job_key as jobKey')
    .whereNull('relayed_at')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked();
}

export async function markOutboxRelayed(trx: Trx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx('outbox').whereIn('id', ids).update({ relayed_at: trx.fn.now(), last_error: null });
}

/** The row stays pending; the error text must not carry personal data (callers pass a summary). */
export async function recordOutboxRelayFailure(trx: Trx, id: number, error: string): Promise<void> {
  await trx('outbox')
    .where({ id })
    .update({ relay_attempts: trx.raw('relay_attempts + 1'), last_error: error.slice(0, 500) });
}

export type OutboxListener = { close: () => Promise<void> };

/**
 * Calls `onWake` for every new outbox row, and after every (re)connect so rows written while it
 * was not listening are picked up. Reconnects with backoff, forever, until closed (pg-listen.ts).
 */
export function listenForOutbox(options: {
  db: Db;
  logger: Logger;
  onWake: () => void;
  retry?: { minMs: number; maxMs: number };
}): OutboxListener {
  const { onWake } = options;
  const listener = listenToChannel({
    db: options.db,
    channel: OUTBOX_CHANNEL,
    logger: options.logger,
    retry: options.retry,
    onNotification: () => onWake(),
    onConnect: () => onWake(),
  });
  return { close: listener.close };
}
