import { AppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import type { ProofDecision } from '../../core/transactions/statuses.ts';
import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import type { Db } from '../../infra/db.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { requireRole } from '../accounts/require-role.ts';
import { markPaid } from './mark-paid.ts';
import { loadTransaction, stateOf } from '../transactions/transaction-record.ts';
import type { ProofDecisionResult } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

const proofNotFound = () => new AppError('NOT_FOUND', M.proofNotFound);

/**
 * An admin's verdict on a pending proof. Two admins deciding at once both wait for the
 * transaction's row lock; the second then finds the payment already moved (or the proof already
 * decided) and gets 409 'Sudah diproses oleh admin lain.'
 */
export async function decideProof(
  deps: { db: Db },
  viewer: Actor,
  proofId: string,
  verdict: { action: 'approveProof' } | { action: 'rejectProof'; reason: string },
): Promise<ProofDecisionResult> {
  requireRole(viewer, 'admin');
  if (!isUuid(proofId)) throw proofNotFound();
  return deps.db.transaction(async (trx) => {
    const found = await trx('payment_proofs').where({ id: proofId }).first<{ transaction_id: string } | undefined>('transaction_id');
    if (!found) throw proofNotFound();
    const row = await loadTransaction(trx, found.transaction_id, { lock: true });
    const next = decideTransaction(stateOf(row), verdict.action, 'admin');
    const proof = await trx('payment_proofs').where({ id: proofId }).forUpdate().first<{ decision: ProofDecision }>('decision');
    if (proof?.decision !== 'PENDING') throw new AppError('CONFLICT', M.decidedByOtherAdmin);

    const approved = verdict.action === 'approveProof';
    const reason = approved ? null : verdict.reason;
    const decision: ProofDecision = approved ? 'APPROVED' : 'REJECTED';
    await trx('payment_proofs').where({ id: proofId }).update({ decision, decided_by: viewer.id, decided_at: trx.fn.now(), reason });
    if (approved) await markPaid(trx, row.id);
    else await trx('transactions').where({ id: row.id }).update({ payment_status: next.payment, payment_rejection_reason: reason });
    await writeAudit(trx, {
      actorId: viewer.id,
      action: approved ? 'payment.approve_proof' : 'payment.reject_proof',
      entity: 'payment_proof',
      entityId: proofId,
      before: { decision: 'PENDING', paymentStatus: row.payment_status },
      after: { decision, paymentStatus: next.payment, ...(reason ? { reason } : {}) },
    });
    await writeOutbox(trx, approved ? 'payment.verified' : 'payment.rejected', { transactionId: row.id, proofId });
    return { proofId, transactionId: row.id, decision, paymentStatus: next.payment };
  });
}
