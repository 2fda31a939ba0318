import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db, Trx } from '../../infra/db.ts';
import { runCustomerAction } from './customer-action.ts';
import { getCustomerTransaction } from './get-customer-transaction.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** Reason recorded on a proof still waiting when its transaction is cancelled. */
const CLOSED_BY_CANCEL = 'Transaksi dibatalkan oleh pelanggan.';

/**
 * The cancel itself, in the caller's transaction when given one: cancelling a learning request
 * cancels its transaction in the same commit (docs/product.md#request-cancel).
 */
export async function cancelTransactionIn(db: Db | Trx, viewer: Actor, id: string): Promise<void> {
  await runCustomerAction(db, viewer, id, 'cancel', 'transaction.cancelled', async (trx, row) => {
    await trx('payment_proofs')
      .where({ transaction_id: row.id, decision: 'PENDING' })
      .update({ decision: 'REJECTED', decided_at: trx.fn.now(), reason: CLOSED_BY_CANCEL });
    return { cancelled_at: trx.fn.now() };
  });
}

/** 'Batalkan' before the payment is verified; a proof still in the queue leaves it. */
export async function cancelTransaction(
  deps: { db: Db },
  viewer: Actor,
  id: string,
): Promise<{ message: string; transaction: CustomerTransaction }> {
  await cancelTransactionIn(deps.db, viewer, id);
  return { message: M.cancelled, transaction: await getCustomerTransaction(deps, viewer, id) };
}
