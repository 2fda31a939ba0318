import { randomUUID } from 'node:crypto';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { AppError } from '../../core/errors.ts';
import { isPastDeadline } from '../../core/transactions/payment-deadline.ts';
import { decideTransaction } from '../../core/transactions/transaction-machine.ts';
import type { CustomerTransaction, ProofView } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import { outboxInsertFrom } from '../../infra/outbox.ts';
import { PREPARED } from '../../infra/prepared-statements.ts';
import type { Storage } from '../../infra/storage.ts';
import { auditInsertFrom } from '../../infra/audit-log.ts';
import { toCustomerTransaction } from '../transactions/get-customer-transaction.ts';
import { PROOF_COLUMNS, toProofView, type ProofRow } from '../transactions/transaction-views.ts';
import { loadTransactionFor, stateOf, type TransactionRow } from '../transactions/transaction-record.ts';
import { PROOF_UPLOAD_LIMIT } from './policy.ts';
import { checkProofFile, newProofKey, type CheckedProof } from './proof-file.ts';
import type { Actor } from '../../core/accounts/actor.ts';

type ProofChannel = 'web' | 'telegram' | 'whatsapp';

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
 * passed; that work holds no connection, so the statement that writes re-checks the state on the
 * row's newest version.
 */
export async function submitProof(
  deps: { db: Db; storage: Storage; logger: Logger; limiter: RateLimiter },
  viewer: Actor,
  transactionId: string,
  source: ProofSource,
  channel: ProofChannel = 'web',
): Promise<{ message: string; transaction: CustomerTransaction }> {
  const { db, storage } = deps;
  // Here, not in a route: a chat photo is limited exactly like a web upload. Side by side with the
  // row's read, so the two waits are one turn of the loop; the limit's refusal still comes first.
  const [limit, loaded] = await Promise.allSettled([
    deps.limiter.enforce([{ rule: PROOF_UPLOAD_LIMIT, subject: viewer.id }]),
    loadTransactionFor(db, transactionId, viewer, ['customer']),
  ]);
  if (limit.status === 'rejected') throw limit.reason;
  if (loaded.status === 'rejected') throw loaded.reason;
  const { row, party } = loaded.value;
  decideTransaction(stateOf(row), 'submitProof', party);
  refuseWhenPastDeadline(row);

  const proof = await checkProofFile(await source());
  const key = newProofKey(row.id, proof.extension);
  // Stored durably before the row points at it: the answer says "received" only after both.
  await storage.put(key, proof.stored, proof.mime);
  try {
    let seen = row;
    for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt += 1) {
      const recorded = await recordProof(db, { viewer, seen, key, proof, channel });
      if (recorded) {
        // Before PAID: no phone, no sessions; a review needs a class marked done.
        const view = toCustomerTransaction(recorded.row, { ...recorded.tutor, phone: null }, recorded.proofs, null, 'masked');
        return { message: M.proofUploaded, transaction: { ...view, sessions: [] } };
      }
      // The row changed since it was read: decide again on what it is now (the refusal's message).
      const fresh = await loadTransactionFor(db, transactionId, viewer, ['customer']);
      decideTransaction(stateOf(fresh.row), 'submitProof', fresh.party);
      refuseWhenPastDeadline(fresh.row);
      seen = fresh.row;
    }
    throw new Error('the transaction kept changing under the proof upload');
  } catch (error) {
    // The row never pointed at the file: remove it rather than keep an orphan.
    await storage
      .delete(key)
      .catch((cleanup: unknown) => deps.logger.warn({ err: cleanup, transactionId }, 'could not delete an unused proof file'));
    throw error;
  }
}

/** Times the row may change between its read and the proof's statement before the upload gives up. */
const RECORD_ATTEMPTS = 3;

type RecordedRow = TransactionRow & { tutor_name: string; tutor_image_url: string | null; tutor_university: string; proofs: RawProof[] };
/** A proof as json_agg gives it: the time as text. */
type RawProof = Omit<ProofRow, 'uploaded_at'> & { uploaded_at: string };

/**
 * The proof, the status change, its audit entry and its event in one statement, no BEGIN/COMMIT
 * (docs/decisions/059-writes-in-one-statement.md). The update applies only while the row is still
 * in the state the caller decided on and before its deadline, re-checked by Postgres on the row's
 * newest version under its lock; a second upload racing this one finds PROOF_SUBMITTED and updates
 * nothing. The same statement reads what the answer shows: the tutor, and the proofs, the earlier
 * ones (its snapshot) with the new one (its insert's RETURNING). Answers them with the updated row,
 * or undefined when it was no longer as seen.
 */
async function recordProof(
  db: Db,
  input: { viewer: Actor; seen: TransactionRow; key: string; proof: CheckedProof; channel: ProofChannel },
): Promise<
  { row: TransactionRow; tutor: { name: string; image_url: string | null; university: string }; proofs: ProofView[] } | undefined
> {
  const { viewer, seen, key, proof, channel } = input;
  const next = decideTransaction(stateOf(seen), 'submitProof', 'customer');
  const proofId = randomUUID();
  const audit = auditInsertFrom('updated', {
    actorId: viewer.id,
    action: 'payment.submit_proof',
    entity: 'transaction',
    entityId: seen.id,
    before: { paymentStatus: seen.payment_status },
    after: { paymentStatus: next.payment, proofId },
  });
  const event = outboxInsertFrom('updated', 'payment.proof_submitted', { transactionId: seen.id, proofId });
  const proofColumns = PROOF_COLUMNS.join(', ');
  const { rows } = await db
    .raw<{ rows: RecordedRow[] }>(
      `with updated as (
       update transactions set payment_status = ?, payment_rejection_reason = null
       where id = ? and customer_id = ? and payment_status = ? and class_status = ?
         and (payment_status <> 'UNPAID' or payment_due_at > ?)
       returning *
     ),
     proof as (
       insert into payment_proofs (id, transaction_id, uploaded_by, channel, file_key, mime, bytes, sha256, width, height)
       select ?, id, ?, ?, ?, ?, ?, ?, ?, ? from updated
       returning ${proofColumns}
     ),
     audit as (${audit.sql}),
     event as (${event.sql})
     select updated.*, tutors.name as tutor_name, tutors.image_url as tutor_image_url, tutors.university as tutor_university,
       (select json_agg(p order by p.uploaded_at desc, p.id desc)
        from (select ${proofColumns} from payment_proofs where transaction_id = updated.id union all select * from proof) p) as proofs
     from updated join tutors on tutors.id = updated.tutor_id`,
      [
        next.payment,
        seen.id,
        viewer.id,
        seen.payment_status,
        seen.class_status,
        new Date(),
        proofId,
        viewer.id,
        channel,
        key,
        proof.mime,
        proof.uploadedBytes,
        proof.sha256,
        proof.width,
        proof.height,
        ...audit.bindings,
        ...event.bindings,
      ],
    )
    .options(PREPARED);
  const [recorded] = rows;
  if (!recorded) return undefined;
  const { tutor_name: name, tutor_image_url: image_url, tutor_university: university, proofs, ...row } = recorded;
  return {
    row,
    tutor: { name, image_url, university },
    proofs: proofs.map((raw) => toProofView({ ...raw, uploaded_at: new Date(raw.uploaded_at) })),
  };
}
