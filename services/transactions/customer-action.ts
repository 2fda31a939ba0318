import type { EventType } from '../../core/events/catalog.ts';
import { decideTransaction, type TransactionAction } from '../../core/transactions/transaction-machine.ts';
import type { TransactionState } from '../../core/transactions/statuses.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { loadTransactionFor, stateOf, type TransactionRow } from './transaction-record.ts';
import type { Actor } from '../../core/accounts/actor.ts';
type CustomerAction = Extract<TransactionAction, 'cancel' | 'requestRefund' | 'markDone'>;
type CustomerActionEvent = Extract<EventType, 'transaction.cancelled' | 'refund.requested' | 'class.done'>;

/**
 * The shape every customer button shares: lock the row, let the state machine decide, write the
 * new state with its audit entry and outbox event, all in one transaction. `extra` adds the
 * action's own writes (timestamps, counters) inside it. Given a caller's transaction, it runs
 * inside it (a savepoint), so the caller's own changes commit or roll back with it.
 */
export async function runCustomerAction(
  db: Db | Trx,
  viewer: Actor,
  id: string,
  action: CustomerAction,
  event: CustomerActionEvent,
  extra: (trx: Trx, row: TransactionRow, next: TransactionState) => Promise<Record<string, unknown>>,
): Promise<void> {
  await db.transaction(async (trx) => {
    const { row, party } = await loadTransactionFor(trx, id, viewer, ['customer'], { lock: true });
    const next = decideTransaction(stateOf(row), action, party);
    const columns = await extra(trx, row, next);
    await trx('transactions')
      .where({ id: row.id })
      .update({ payment_status: next.payment, class_status: next.class, ...columns });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: `transaction.${action}`,
      entity: 'transaction',
      entityId: row.id,
      before: { paymentStatus: row.payment_status, classStatus: row.class_status },
      after: { paymentStatus: next.payment, classStatus: next.class },
    });
    await writeOutbox(trx, event, { transactionId: row.id });
  });
}
