import pg from 'pg';
import { databaseUrlOf, type Db, type Trx } from './db.ts';
import type { Logger } from './logger.ts';

// The transactional outbox (ARCHITECTURE.md §1): a use case writes its event row in its own
// transaction; the relay (jobs/) moves committed rows into BullMQ. Only this file speaks SQL to
// the `outbox` table.

/** Same rule as the table's CHECK: `feature.verb`, e.g. 'email.send', 'booking.created'. */
const EVENT_TYPE = /^[a-z]+(\.[a-z_]+)+$/;

/** Channel the `outbox_notify` trigger NOTIFYs with the new row's id. */
export const OUTBOX_CHANNEL = 'ajarin_outbox';

export type OutboxPayload = Record<string, unknown>;

export type OutboxEvent = { id: number; type: string; payload: OutboxPayload; createdAt: Date };

export type PendingOutboxRow = { id: number; type: string };

/**
 * Writes an event in the caller's transaction, so it exists exactly when the state change that
 * caused it commits. Returns the row id (the job id the relay will use).
 */
export async function writeOutbox(trx: Trx, type: string, payload: OutboxPayload): Promise<number> {
  if (!EVENT_TYPE.test(type)) throw new Error(`invalid outbox event type "${type}" (expected e.g. "email.send")`);
  // Stringified: pg would turn a top-level array into a Postgres array literal.
  const [row] = await trx('outbox').insert({ type, payload: JSON.stringify(payload) }).returning<{ id: number }[]>('id');
  if (!row) throw new Error('outbox insert returned no id');
  return row.id;
}

export async function readOutboxEvent(db: Db | Trx, id: number): Promise<OutboxEvent | undefined> {
  const row = await db('outbox').where({ id }).first<{ id: number; type: string; payload: OutboxPayload; created_at: Date } | undefined>('id', 'type', 'payload', 'created_at');
  return row ? { id: row.id, type: row.type, payload: row.payload, createdAt: row.created_at } : undefined;
}

/**
 * Locks up to `limit` unrelayed rows, oldest first, for the rest of the caller's transaction.
 * Other relays running the same query skip the locked rows instead of waiting or doubling up.
 */
export async function claimPendingOutbox(trx: Trx, limit: number): Promise<PendingOutboxRow[]> {
  return trx('outbox')
    .select<PendingOutboxRow[]>('id', 'type')
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
 * LISTENs on the outbox channel with a dedicated connection (a pooled one would be handed to
 * other queries) and calls `onWake` for every new row, and after every (re)connect so rows written
 * while it was not listening are picked up. Reconnects with backoff, forever, until closed.
 */
export function listenForOutbox(options: {
  db: Db;
  logger: Logger;
  onWake: () => void;
  retry?: { minMs: number; maxMs: number };
}): OutboxListener {
  const { logger, onWake } = options;
  const retry = options.retry ?? { minMs: 500, maxMs: 30_000 };
  const connection = connectionSettings(options.db);
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const drop = (client: pg.Client, reason: unknown) => {
    if (closed || client !== current) return;
    current = undefined;
    client.removeAllListeners();
    // Late socket errors of a dropped client must not become uncaught exceptions.
    client.on('error', () => {});
    void client.end().catch(() => {});
    const delay = Math.min(retry.maxMs, retry.minMs * 2 ** failures);
    failures += 1;
    logger.warn({ error: summarize(reason), retryInMs: delay }, 'outbox LISTEN connection lost; polling continues');
    timer = setTimeout(connect, delay);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ ...connection, keepAlive: true });
    current = client;
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL) onWake();
    });
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      if (closed || client !== current) return;
      failures = 0;
      onWake();
    } catch (error) {
      drop(client, error);
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      if (!client) return;
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    },
  };
}

function connectionSettings(db: Db): pg.ClientConfig {
  return { connectionString: databaseUrlOf(db) };
}

function summarize(error: unknown): { name: string; message: string } {
  return error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
}
