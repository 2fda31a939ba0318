import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';

// docs/product.md#request-expiry: an OPEN request nobody chose by its `expires_at` (set when it is
// posted, REQUEST_LIFETIME_HOURS on) becomes EXPIRED and its owner is told. A repeatable job runs
// this (jobs/sweeps.ts); it is idempotent (an EXPIRED request is not selected again).

const BATCH_SIZE = 500;

/**
 * Expires the due OPEN requests, a batch per transaction with one 'request.expired' event per
 * request. A row a choose, join or cancel holds is skipped, never waited for: that use case sees it
 * OPEN and decides, and if it is still OPEN and due the next run takes it.
 */
export async function expireRequests(db: Db, options: { batchSize?: number } = {}): Promise<{ requestIds: string[] }> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const requestIds: string[] = [];
  for (;;) {
    const expired = await db.transaction(async (trx) => {
      const { rows } = await trx.raw<{ rows: { id: string }[] }>(
        `update learning_requests set status = 'EXPIRED'
          where id in (select id from learning_requests
                        where status = 'OPEN' and expires_at <= now()
                        order by expires_at limit ? for update skip locked)
            and status = 'OPEN'
          returning id`,
        [batchSize],
      );
      for (const { id } of rows) await writeOutbox(trx, 'request.expired', { requestId: id });
      return rows.map((row) => row.id);
    });
    requestIds.push(...expired);
    if (expired.length < batchSize) return { requestIds };
  }
}
