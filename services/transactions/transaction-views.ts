import type { ProofDecision } from '../../core/transactions/statuses.ts';
import type { ProofView, ReviewView } from '../../core/transactions/views.ts';
import type { Db, Trx } from '../../infra/db.ts';

// Proofs and reviews as the transaction details show them.

export type ProofRow = {
  id: string;
  transaction_id: string;
  mime: ProofView['mime'];
  uploaded_at: Date;
  decision: ProofDecision;
  reason: string | null;
};

/** What a proof's view is made of; a statement that reads proofs itself selects these. */
export const PROOF_COLUMNS = ['id', 'transaction_id', 'mime', 'uploaded_at', 'decision', 'reason'] as const;

export const proofFileUrl = (transactionId: string, proofId: string): string => `/api/transactions/${transactionId}/proofs/${proofId}/file`;

export const toProofView = (row: ProofRow): ProofView => ({
  id: row.id,
  mime: row.mime,
  uploadedAt: row.uploaded_at.toISOString(),
  decision: row.decision,
  reason: row.reason,
  fileUrl: proofFileUrl(row.transaction_id, row.id),
});

/** Newest first. */
export async function proofsOf(db: Db | Trx, transactionId: string): Promise<ProofView[]> {
  const rows: ProofRow[] = await db('payment_proofs')
    .where({ transaction_id: transactionId })
    .orderBy([
      { column: 'uploaded_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(...PROOF_COLUMNS);
  return rows.map(toProofView);
}

export async function reviewOf(db: Db | Trx, transactionId: string): Promise<ReviewView | null> {
  const row = await db('reviews')
    .where({ transaction_id: transactionId })
    .first<{ rating: number; comment: string | null; created_at: Date } | undefined>('rating', 'comment', 'created_at');
  return row ? { rating: row.rating, comment: row.comment, createdAt: row.created_at.toISOString() } : null;
}
