import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { runCustomerAction } from './customer-action.ts';
import { getCustomerTransaction } from './get-customer-transaction.ts';
import type { Actor } from '../../core/accounts/actor.ts';

/** 'Refund' after the payment was verified and before the class is done; an admin returns the money. */
export async function requestRefund(
  deps: { db: Db },
  viewer: Actor,
  id: string,
): Promise<{ message: string; transaction: CustomerTransaction }> {
  await runCustomerAction(deps.db, viewer, id, 'requestRefund', 'refund.requested', async (trx) => ({ cancelled_at: trx.fn.now() }));
  return { message: M.refundRequested, transaction: await getCustomerTransaction(deps, viewer, id) };
}
