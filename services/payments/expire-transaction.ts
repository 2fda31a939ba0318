import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import type { TransactionRow } from '../transactions/transaction-record.ts';

// docs/product.md#payment-deadline: a transaction still UNPAID at its payment_due_at becomes
// EXPIRED. Run by the deadline's delayed job and by the sweep that catches a missed one, so it
// decides again under the row lock and does nothing when there is nothing to do: paid, cancelled,
// already expired, not due yet (a clock or a job early), or a proof waiting for the admin.

export type ExpiryDeps = { db: Db; config: Pick<Config, 'REQUEST_LIFETIME_HOURS'> };

export type ExpiryOutcome = 'expired' | 'not-due' | 'proof-waiting' | 'closed' | 'unknown';

type DueRow = Pick<TransactionRow, 'id' | 'request_id' | 'tutor_id' | 'payment_status' | 'class_status'> & { due: boolean };

/**
 * A request's transaction hands the request back to its owner: OPEN again, no chosen tutor, every
 * tutor who joined still in, and at least a fresh REQUEST_LIFETIME_HOURS to choose before it
 * expires in its turn. The request row is locked before the transaction, as choosing and
 * cancelling do (decision 011), so the orders never cross.
 */
export async function expireTransaction(deps: ExpiryDeps, transactionId: string): Promise<ExpiryOutcome> {
  return deps.db.transaction(async (trx) => {
    const peek = await trx('transactions').where({ id: transactionId }).first<{ request_id: string | null } | undefined>('request_id');
    if (!peek) return 'unknown';
    if (peek.request_id) await trx('learning_requests').where({ id: peek.request_id }).forUpdate().first('id');
    const row = await trx('transactions')
      .where({ id: transactionId })
      .forUpdate()
      .first<DueRow>('id', 'request_id', 'tutor_id', 'payment_status', 'class_status', trx.raw('payment_due_at <= now() as due'));
    if (row.payment_status === 'PROOF_SUBMITTED') return 'proof-waiting';
    if (row.payment_status !== 'UNPAID') return 'closed';
    if (!row.due) return 'not-due';

    const next = decideTransaction({ payment: row.payment_status, class: row.class_status }, 'expire', 'system');
    await trx('transactions').where({ id: row.id }).update({ payment_status: next.payment, class_status: next.class });
    await writeAudit(trx, {
      actorId: null,
      action: 'transaction.expire',
      entity: 'transaction',
      entityId: row.id,
      before: { paymentStatus: row.payment_status },
      after: { paymentStatus: next.payment },
    });
    await writeOutbox(trx, 'transaction.expired', { transactionId: row.id });

    if (row.request_id) {
      const reopened = await trx('learning_requests')
        .where({ id: row.request_id, status: 'CHOSEN', chosen_tutor_id: row.tutor_id })
        .update({
          status: 'OPEN',
          chosen_tutor_id: null,
          expires_at: trx.raw('greatest(expires_at, now() + make_interval(hours => ?))', [deps.config.REQUEST_LIFETIME_HOURS]),
        });
      if (reopened) await writeOutbox(trx, 'request.reopened', { requestId: row.request_id, transactionId: row.id });
    }
    return 'expired';
  });
}
