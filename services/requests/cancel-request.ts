import type { Actor } from '../../core/accounts/actor.ts';
import { forbidden } from '../../core/errors.ts';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { decideCancel } from '../../core/requests/request-machine.ts';
import type { RequestDetail } from '../../core/requests/views.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { requireRole } from '../accounts/require-role.ts';
import { cancelTransactionIn } from '../transactions/cancel-transaction.ts';
import { stateOf, type TransactionRow } from '../transactions/transaction-record.ts';
import { getRequest } from './get-request.ts';
import { loadRequest, statusOf, type RequestDeps } from './request-record.ts';

/**
 * 'Batalkan Permintaan' (docs/product.md#request-cancel), the owner's only. An OPEN request is
 * simply cancelled; a chosen one whose payment is not verified yet takes its transaction with it,
 * through the transaction's own cancel (same commit, its own event). A paid one stays.
 */
export async function cancelRequest(deps: RequestDeps, actor: Actor, id: string): Promise<{ message: string; request: RequestDetail }> {
  requireRole(actor, 'customer');
  // The answer is read back on the transaction's connection: one pool checkout for the whole write.
  const request = await deps.db.transaction(async (trx) => {
    const row = await loadRequest(trx, id, { lock: true });
    if (row.customer_id !== actor.id) throw forbidden();
    // The request before its transaction, as choosing does; the transaction's own actions lock
    // only the transaction, so no two writers ever wait on each other in opposite orders.
    const transaction = await trx('transactions')
      .where({ request_id: row.id })
      .whereNot({ payment_status: 'EXPIRED' })
      .forUpdate()
      .first<TransactionRow | undefined>();
    const { cancelsTransaction } = decideCancel({ status: statusOf(row), transaction: transaction ? stateOf(transaction) : null });
    if (cancelsTransaction && transaction) await cancelTransactionIn(trx, actor, transaction.id);
    await trx('learning_requests').where({ id: row.id }).update({ status: 'CANCELLED' });
    await writeOutbox(trx, 'request.cancelled', { requestId: row.id });
    return getRequest({ ...deps, db: trx }, actor, id);
  });
  return { message: M.cancelled, request };
}
