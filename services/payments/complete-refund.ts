import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { requireRole } from '../accounts/require-role.ts';
import { loadTransaction, stateOf } from '../transactions/transaction-record.ts';
import type { RefundResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** The admin has transferred the money back: REFUND_REQUESTED → REFUNDED. */
export async function completeRefund(deps: { db: Db }, viewer: Actor, transactionId: string): Promise<RefundResult> {
  requireRole(viewer, 'admin');
  return deps.db.transaction(async (trx) => {
    const row = await loadTransaction(trx, transactionId, { lock: true });
    const next = decideTransaction(stateOf(row), 'completeRefund', 'admin');
    await trx('transactions').where({ id: row.id }).update({ payment_status: next.payment });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: 'payment.complete_refund',
      entity: 'transaction',
      entityId: row.id,
      before: { paymentStatus: row.payment_status },
      after: { paymentStatus: next.payment },
    });
    await writeOutbox(trx, 'refund.completed', { transactionId: row.id });
    return { transactionId: row.id, paymentStatus: next.payment };
  });
}
