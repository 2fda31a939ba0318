import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import type { Trx } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { loadTransaction, stateOf } from '../transactions/transaction-record.ts';
import { markPaid } from './mark-paid.ts';

/**
 * A bank statement line showed the transfer: the transaction becomes PAID the way a proof approval
 * makes it so (markPaid, an audit entry, 'payment.verified', which tells both sides and reveals
 * the numbers), with the line as the evidence. A proof still pending is approved with it. Throws
 * the machine's CONFLICT when the transaction is no longer open; the caller lists the line then.
 */
export async function confirmTransfer(
  trx: Trx,
  actorId: string | null,
  transactionId: string,
  statementLineId: string,
): Promise<{ proofId: string | null }> {
  const row = await loadTransaction(trx, transactionId, { lock: true });
  const next = decideTransaction(stateOf(row), 'confirmTransfer', 'admin');
  const proof = await trx('payment_proofs')
    .where({ transaction_id: row.id, decision: 'PENDING' })
    .forUpdate()
    .first<{ id: string } | undefined>('id');
  if (proof)
    await trx('payment_proofs').where({ id: proof.id }).update({ decision: 'APPROVED', decided_by: actorId, decided_at: trx.fn.now() });
  await markPaid(trx, row.id);
  const proofId = proof?.id ?? null;
  await writeAudit(trx, {
    actorId,
    action: 'payment.statement_match',
    entity: 'transaction',
    entityId: row.id,
    before: { paymentStatus: row.payment_status },
    after: { paymentStatus: next.payment, statementLineId, ...(proofId ? { proofId } : {}) },
  });
  await writeOutbox(trx, 'payment.verified', { transactionId: row.id, statementLineId, ...(proofId ? { proofId } : {}) });
  return { proofId };
}
