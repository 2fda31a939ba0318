import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { AppError } from '../../core/errors.ts';
import { isPastDeadline } from '../../core/transactions/payment-deadline.ts';
import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import type { CustomerTransaction } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import type { Storage } from '../../infra/storage.ts';
import { writeAudit } from '../../infra/audit-log.ts';
import { getCustomerTransaction } from '../transactions/get-customer-transaction.ts';
import { loadTransactionFor, stateOf, type TransactionRow } from '../transactions/transaction-record.ts';
import { PROOF_UPLOAD_LIMIT } from './policy.ts';
import { checkProofFile, newProofKey } from './proof-file.ts';
import type { Actor } from '../../core/accounts/actor.ts';

export type ProofUpload = { bytes: Buffer; truncated: boolean };

/** Where the file comes from (a request body, a chat photo); read only once the upload is allowed. */
export type ProofSource = () => Promise<ProofUpload>;

/** docs/product.md#payment-deadline: past it, the transaction is as good as EXPIRED. */
function refuseWhenPastDeadline(row: TransactionRow): void {
  if (isPastDeadline(stateOf(row), row.payment_due_at, new Date())) throw new AppError('CONFLICT', M.expired);
}

/**
 * The customer uploads proof of a transfer: UNPAID → PROOF_SUBMITTED, and the proof joins the
 * admins' queue. The file is read and decoded only after the cheap checks (who, which state)
 * passed; that work happens outside the transaction, so the state is decided again under the
 * row lock before anything is written.
 */
export async function submitProof(
  deps: { db: Db; storage: Storage; logger: Logger; limiter: RateLimiter },
  viewer: Actor,
  transactionId: string,
  source: ProofSource,
  channel: 'web' | 'telegram' | 'whatsapp' = 'web',
): Promise<{ message: string; transaction: CustomerTransaction }> {
  const { db, storage } = deps;
  // Here, not in a route: a chat photo is limited exactly like a web upload.
  await deps.limiter.enforce([{ rule: PROOF_UPLOAD_LIMIT, subject: viewer.id }]);
  const { row, party } = await loadTransactionFor(db, transactionId, viewer, ['customer']);
  decideTransaction(stateOf(row), 'submitProof', party);
  refuseWhenPastDeadline(row);

  const proof = await checkProofFile(await source());
  const key = newProofKey(row.id, proof.extension);
  await storage.put(key, proof.stored, proof.mime);
  try {
    // The answer is read back on the transaction's connection: one checkout, not four more.
    const transaction = await db.transaction(async (trx) => {
      const locked = await loadTransactionFor(trx, transactionId, viewer, ['customer'], { lock: true });
      const next = decideTransaction(stateOf(locked.row), 'submitProof', locked.party);
      refuseWhenPastDeadline(locked.row);
      const [inserted] = await trx('payment_proofs')
        .insert({
          transaction_id: row.id,
          uploaded_by: viewer.id,
          channel,
          file_key: key,
          mime: proof.mime,
          bytes: proof.uploadedBytes,
          sha256: proof.sha256,
          width: proof.width,
          height: proof.height,
        })
        .returning<{ id: string }[]>('id');
      if (!inserted) throw new Error('proof insert returned no id');
      await trx('transactions').where({ id: row.id }).update({ payment_status: next.payment, payment_rejection_reason: null });
      await writeAudit(trx, {
        actorId: viewer.id,
        action: 'payment.submit_proof',
        entity: 'transaction',
        entityId: row.id,
        before: { paymentStatus: locked.row.payment_status },
        after: { paymentStatus: next.payment, proofId: inserted.id },
      });
      await writeOutbox(trx, 'payment.proof_submitted', { transactionId: row.id, proofId: inserted.id });
      return getCustomerTransaction({ db: trx }, viewer, row.id);
    });
    return { message: M.proofUploaded, transaction };
  } catch (error) {
    // The row never pointed at the file: remove it rather than keep an orphan.
    await storage
      .delete(key)
      .catch((cleanup: unknown) => deps.logger.warn({ err: cleanup, transactionId }, 'could not delete an unused proof file'));
    throw error;
  }
}
