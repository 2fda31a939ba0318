import type { Db } from '../infra/db.ts';
import type { Logger } from '../infra/logger.ts';
import { claimPendingOutbox, listenForOutbox, markOutboxRelayed, recordOutboxRelayFailure, type OutboxListener } from '../infra/outbox.ts';
import { errorSummary } from '../infra/log-safe.ts';
import type { Queues } from '../infra/queue.ts';

export type OutboxRelay = { start: () => Promise<void>; stop: () => Promise<void> };

export type OutboxRelayOptions = {
  db: Db;
  queues: Pick<Queues, 'addEvent'>;
  logger: Logger;
  /** Fallback poll; new rows normally wake the relay at once through LISTEN. */
  pollMs?: number;
  batchSize?: number;
  /** Backoff after a failed batch (Redis or Postgres away): doubles from minMs up to maxMs. */
  retry?: { minMs: number; maxMs: number };
  /** An add that has not answered by then counts as failed (the row stays pending). */
  addTimeoutMs?: number;
};

type BatchResult = { claimed: number; failed: boolean };

/**
 * Moves committed outbox rows into BullMQ's 'events' queue. Rows are claimed with `for update skip locked`, so any
 * number of relays can run side by side; each row is added with a job id made of its random key
 * (unique across databases sharing a Redis) and marked relayed in the same transaction. When an add
 * fails the row stays pending with relay_attempts and last_error recorded, and the relay backs off.
 * Re-adding a row is harmless: the job id dedupes it and workers keep a delivery ledger.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, queues } = options;
  const logger = options.logger.child({ component: 'outbox-relay' });
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 100;
  const retry = options.retry ?? { minMs: 1_000, maxMs: 30_000 };
  const addTimeoutMs = options.addTimeoutMs ?? 5_000;

  let running = false;
  let draining: Promise<void> | undefined;
  let wakeAgain = false;
  let failures = 0;
  let retryAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let listener: OutboxListener | undefined;

  const backingOff = () => Date.now() < retryAt;

  function schedule(): void {
    clearTimeout(timer);
    if (!running) return;
    const delay = backingOff() ? retryAt - Date.now() : pollMs;
    timer = setTimeout(() => {
      wake();
      schedule();
    }, delay);
  }

  function wake(): void {
    // While backing off, NOTIFYs are ignored: the timer retries when the backoff ends.
    if (!running || backingOff()) return;
    if (draining) {
      wakeAgain = true;
      return;
    }
    draining = drain().finally(() => {
      draining = undefined;
    });
  }

  async function drain(): Promise<void> {
    do {
      wakeAgain = false;
      let result: BatchResult;
      do {
        result = await relayBatch().catch((error: unknown): BatchResult => {
          logger.warn({ error: errorSummary(error) }, 'outbox relay batch failed');
          return { claimed: 0, failed: true };
        });
      } while (running && !result.failed && result.claimed === batchSize);

      if (result.failed) {
        failures += 1;
        retryAt = Date.now() + Math.min(retry.maxMs, retry.minMs * 2 ** (failures - 1));
        schedule();
        return;
      }
      failures = 0;
      retryAt = 0;
    } while (running && wakeAgain);
  }

  async function relayBatch(): Promise<BatchResult> {
    return db.transaction(async (trx) => {
      const rows = await claimPendingOutbox(trx, batchSize);
      const relayed: number[] = [];
      let failed = false;
      for (const row of rows) {
        try {
          await withTimeout(queues.addEvent({ outboxId: row.id, jobKey: row.jobKey, type: row.type }), addTimeoutMs);
          relayed.push(row.id);
        } catch (error) {
          // Job data is only the id, so the error cannot quote personal data.
          const summary = errorSummary(error);
          await recordOutboxRelayFailure(trx, row.id, `${summary.name}: ${summary.message}`);
          logger.warn({ outboxId: row.id, type: row.type, error: summary }, 'outbox row not relayed; will retry');
          failed = true;
          // The usual cause (Redis away) fails every row alike: stop and back off.
          break;
        }
      }
      await markOutboxRelayed(trx, relayed);
      if (relayed.length) logger.debug({ count: relayed.length, lastId: relayed.at(-1) }, 'outbox rows relayed');
      return { claimed: rows.length, failed };
    });
  }

  return {
    start: async () => {
      if (running) return;
      running = true;
      listener = listenForOutbox({ db, logger, onWake: wake });
      wake();
      schedule();
    },
    stop: async () => {
      running = false;
      clearTimeout(timer);
      await listener?.close();
      listener = undefined;
      // Let the batch in flight commit or roll back before the caller closes the pool.
      await draining;
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
