import { RateLimitError, UnrecoverableError } from 'bullmq';
import type { Db } from '../../infra/db.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import { claimDelivery, readDelivery, recordDelivery, type Delivery } from './deliveries.ts';

/** Makes the send of one delivery: 'skipped' when, at send time, there is nothing left to say. */
export type Send = (delivery: Delivery) => Promise<'sent' | 'skipped'>;

/**
 * Thrown by a send that must wait (a chat's send slot is too far off): nothing went out, no attempt
 * is spent, and the job comes back at `until`.
 */
export class SendLater extends Error {
  constructor(readonly until: Date) {
    super(`send slot at ${until.toISOString()}`);
    this.name = 'SendLater';
  }
}

/** Nothing was sent and the queue, not the attempt count, decides when to try again. */
const isDeferral = (error: unknown): boolean => error instanceof SendLater || error instanceof RateLimitError;

/** 'foreign': the job names no row here, another database's left in a shared Redis (foreign-jobs.ts). */
export type DeliverResult = 'sent' | 'skipped' | 'already-done' | 'foreign' | { busyUntil: Date };

export type DeliverOptions = {
  /** How long a claim keeps other senders off; longer than any send can take (SMTP gives up after 30 s). */
  leaseMs: number;
  /** The job's last attempt: a failure now is final. */
  finalAttempt: boolean;
};

/**
 * One delivery, once: claim the ledger row and commit, send with no transaction open, record the
 * outcome. A failure puts the row back to pending (or failed, when permanent or final; never for
 * a deferral, which spends no attempt) and rethrows for the queue's retry. Only a crash between the send and its record repeats the
 * message, once, after the lease: never zero sends, at most one extra.
 */
export async function deliverOnce(db: Db, deliveryId: string, options: DeliverOptions, send: Send): Promise<DeliverResult> {
  const claimed = await claimDelivery(db, deliveryId, options.leaseMs);
  if (!claimed) {
    const row = await readDelivery(db, deliveryId);
    if (!row) return 'foreign';
    if (row.status === 'sent' || row.status === 'failed' || row.status === 'skipped') return 'already-done';
    // Claimed by a sender that may still be sending (or just put back to pending): come back later.
    const claimedAt = row.claimedAt?.getTime() ?? Date.now();
    return { busyUntil: new Date(Math.max(Date.now(), claimedAt + options.leaseMs) + 100) };
  }

  let outcome: 'sent' | 'skipped';
  try {
    outcome = await send(claimed);
  } catch (error) {
    const permanent = error instanceof UnrecoverableError;
    const summary = errorSummary(error);
    const status = isDeferral(error) ? 'pending' : permanent || options.finalAttempt ? 'failed' : 'pending';
    await recordDelivery(db, deliveryId, { status, error: `${summary.name}: ${summary.message}` });
    throw error;
  }
  await recordDelivery(db, deliveryId, { status: outcome });
  return outcome;
}
