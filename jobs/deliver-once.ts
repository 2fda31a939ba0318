import { UnrecoverableError } from 'bullmq';
import type { Db, Trx } from '../infra/db.ts';
import { readOutboxEvent, type OutboxEvent } from '../infra/outbox.ts';

export type DeliveryOutcome = 'delivered' | 'already-delivered';

/**
 * Runs one handler's side effect for one outbox event at most once, however often the job is
 * delivered. The ledger row (outbox_id, handler) and the effect share a transaction: a failing
 * effect rolls the row back so a retry tries again; a concurrent duplicate waits on the row's
 * unique key and then sees it taken.
 */
export async function deliverOnce(
  db: Db,
  outboxId: number,
  handler: string,
  effect: (event: OutboxEvent, trx: Trx) => Promise<void>,
): Promise<DeliveryOutcome> {
  return db.transaction(async (trx) => {
    const event = await readOutboxEvent(trx, outboxId);
    // Retrying cannot make a missing row appear (rows are never deleted while jobs may run).
    if (!event) throw new UnrecoverableError(`outbox row ${outboxId} does not exist`);
    const claimed = await trx('outbox_deliveries')
      .insert({ outbox_id: outboxId, handler })
      .onConflict(['outbox_id', 'handler'])
      .ignore()
      .returning('outbox_id');
    if (claimed.length === 0) return 'already-delivered';
    await effect(event, trx);
    return 'delivered';
  });
}
