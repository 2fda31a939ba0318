import { amountDue } from '../../core/transactions/money.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';
import { proofFileUrl } from '../transactions/transaction-views.ts';
import type { PendingProof } from '../../core/transactions/views.ts';
import type { Actor } from '../../core/accounts/actor.ts';

type Row = {
  proof_id: string;
  transaction_id: string;
  mime: string;
  uploaded_at: Date;
  total_price: number;
  unique_code: number | null;
  customer_name: string;
  tutor_name: string;
  duplicate_of: { transactionId: string; proofId: string } | null;
  statement_line: PendingProof['statementLine'];
};

const QUEUE_LIMIT = 200;

/** The admins' verification queue, oldest first. */
export async function listPendingProofs(deps: { db: Db }, viewer: Actor): Promise<PendingProof[]> {
  requireRole(viewer, 'admin');
  const { rows } = await deps.db.raw<{ rows: Row[] }>(
    `select p.id as proof_id, p.transaction_id, p.mime, p.uploaded_at, t.total_price, t.unique_code, t.customer_name, tu.name as tutor_name,
       (select json_build_object('transactionId', d.transaction_id, 'proofId', d.id)
          from payment_proofs d
         where d.sha256 = p.sha256 and d.transaction_id <> p.transaction_id
         order by d.uploaded_at, d.id
         limit 1) as duplicate_of,
       (select json_build_object('lineId', l.id, 'date', to_char(l.line_date, 'YYYY-MM-DD'), 'amount', l.amount,
                                 'description', l.description, 'candidates', cardinality(l.candidate_ids))
          from bank_statement_lines l
         where l.outcome = 'AMBIGUOUS' and l.candidate_ids @> array[t.id]
         order by l.imported_at desc, l.id
         limit 1) as statement_line
       from payment_proofs p
       join transactions t on t.id = p.transaction_id
       join tutors tu on tu.id = t.tutor_id
      where p.decision = 'PENDING' and t.payment_status = 'PROOF_SUBMITTED'
      order by p.uploaded_at, p.id
      limit ?`,
    [QUEUE_LIMIT],
  );
  return rows.map((row) => ({
    proofId: row.proof_id,
    transactionId: row.transaction_id,
    mime: row.mime,
    uploadedAt: row.uploaded_at.toISOString(),
    previewUrl: proofFileUrl(row.transaction_id, row.proof_id),
    amountDue: amountDue(row.total_price, row.unique_code),
    uniqueCode: row.unique_code,
    customerName: row.customer_name,
    tutorName: row.tutor_name,
    duplicateOf: row.duplicate_of,
    statementLine: row.statement_line,
  }));
}
