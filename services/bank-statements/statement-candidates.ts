import type { StatementCandidate } from '../../core/bank-statements/views.ts';
import type { Trx } from '../../infra/db.ts';

/** The transactions a listed line could be, as the admin compares them. */
export async function loadCandidates(trx: Trx, ids: string[]): Promise<Map<string, StatementCandidate>> {
  if (ids.length === 0) return new Map();
  const rows = await trx('transactions as t')
    .join('tutors as tu', 'tu.id', 't.tutor_id')
    .whereIn('t.id', [...new Set(ids)])
    .select<{ id: string; customer_name: string; tutor_name: string; amount_due: number; created_at: Date }[]>(
      't.id',
      't.customer_name',
      'tu.name as tutor_name',
      trx.raw('t.total_price + coalesce(t.unique_code, 0) as amount_due'),
      't.created_at',
    );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        transactionId: row.id,
        customerName: row.customer_name,
        tutorName: row.tutor_name,
        amountDue: Number(row.amount_due),
        createdAt: row.created_at.toISOString(),
      },
    ]),
  );
}
