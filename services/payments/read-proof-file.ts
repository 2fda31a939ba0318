import { AppError, forbidden } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { isContactRevealed } from '../../core/transactions/statuses.ts';
import type { Db } from '../../infra/db.ts';
import type { Storage } from '../../infra/storage.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import { loadTransaction, partyOf } from '../transactions/transaction-record.ts';
import type { Actor } from '../../core/accounts/actor.ts';
export type ProofFile = { bytes: Buffer; contentType: string; filename: string };

const proofNotFound = () => new AppError('NOT_FOUND', M.proofNotFound);

/**
 * A proof file for its customer, for admins, and for the tutor only once the payment is verified
 * (before that the proof can carry the customer's name and account). Everyone else: 403/404.
 */
export async function readProofFile(
  deps: { db: Db; storage: Storage },
  viewer: Actor,
  transactionId: string,
  proofId: string,
): Promise<ProofFile> {
  const row = await loadTransaction(deps.db, transactionId);
  const party = partyOf(row, viewer);
  if (party === 'tutor' && !isContactRevealed(row.payment_status)) throw forbidden();
  if (!isUuid(proofId)) throw proofNotFound();
  const proof = await deps
    .db('payment_proofs')
    .where({ id: proofId, transaction_id: row.id })
    .first<{ id: string; file_key: string } | undefined>('id', 'file_key');
  if (!proof) throw proofNotFound();
  const object = await deps.storage.get(proof.file_key);
  if (!object) throw proofNotFound();
  const extension = proof.file_key.slice(proof.file_key.lastIndexOf('.') + 1);
  return { bytes: object.bytes, contentType: object.contentType, filename: `bukti-pembayaran-${proof.id}.${extension}` };
}
