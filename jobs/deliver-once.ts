import { UnrecoverableError } from 'bullmq';
import type { Db, Trx } from '../infra/db.ts';
import { readOutboxEvent, type OutboxEvent, type OutboxRef } from '../infra/outbox.ts';

export type DeliveryOutcome = 'delivered' | 'already-delivered';

/**
 * Runs one handler's side effect for one outbox event at most once, however often the job is
 * delivered. The ledger row (outbox_id, handler) and the effect share a transaction: a failing
 * effect rolls the row back so a retry tries again; a concurrent duplicate waits on the row's
 * unique key and then sees it taken.
 */
export async function deliverOnce(
  db: Db,
  ref: OutboxRef,
  handler: string,
  effect: (event: OutboxEvent, trx: Trx) => Promise<void>,
): Promise<DeliveryOutcome> {
  return db.transaction(async (trx) => {
    const event = await readOutboxEvent(trx, ref);
    if (!event) throw missingOutboxRow(ref);
    const claimed = await trx('outbox_deliveries')
      .insert({ outbox_id: ref.outboxId, handler })
      .onConflict(['outbox_id', 'handler'])
      .ignore()
      .returning('outbox_id');
    if (claimed.length === 0) return 'already-delivered';
    await effect(event, trx);
    return 'delivered';
  });
}

/**
 * Retrying cannot make a missing row appear (rows are never deleted while jobs may run). A job
 * whose key does not match is another database's job left in a shared Redis: running it would
 * deliver this database's row under the wrong job, so it fails for good and says so.
 */
export function missingOutboxRow(ref: OutboxRef): UnrecoverableError {
  return new UnrecoverableError(`outbox row ${ref.outboxId} with this job's key does not exist in this database`);
}
