import { createHash } from 'node:crypto';
import { matchStatement, wibDay, type MatchOutcome, type OpenTransaction } from '../../core/bank-statements/match-statement.ts';
import type { StatementLine } from '../../core/bank-statements/parse-statement.ts';
import type { BankFormat } from '../../core/bank-statements/statement-formats.ts';
import type { ListedStatementLine, StatementResult } from '../../core/bank-statements/views.ts';
import { isAppError } from '../../core/errors.ts';
import type { Trx } from '../../infra/db.ts';
import { confirmTransfer } from '../payments/confirm-transfer.ts';
import { loadCandidates } from './statement-candidates.ts';

// The shell around the pure matcher, shared by the admin's import and the bank-mutation webhook:
// keep each line once, match the new ones, pay the single matches, list the rest.

export type IncomingLine = Omit<StatementLine, 'lineNumber' | 'bank'> & { lineNumber: number | null };
export type StatementSource = { kind: 'import' | 'webhook'; actorId: string | null; bank: BankFormat; now: Date };

const INSERT_CHUNK = 1000;
const hashOf = (identity: string) => createHash('sha256').update(identity).digest('hex');

/**
 * Open transactions whose amount due one of the credit lines carries. The payment window runs from
 * the transaction's creation to its payment deadline, or now if sooner (WIB days): a transfer is on
 * a statement no earlier than the day the transaction exists, and one after the deadline pays
 * nothing even while the expiry job has not run yet.
 */
async function openTransactions(trx: Trx, amounts: number[], now: Date): Promise<OpenTransaction[]> {
  if (amounts.length === 0) return [];
  const rows = await trx('transactions')
    .whereIn('payment_status', ['UNPAID', 'PROOF_SUBMITTED'])
    .whereRaw('total_price + unique_code = any(?::numeric[])', [amounts])
    .select<{ id: string; amount_due: number; created_at: Date; payment_due_at: Date }[]>(
      'id',
      trx.raw('total_price + unique_code as amount_due'),
      'created_at',
      'payment_due_at',
    );
  // A transfer counts from the day the transaction opened to its payment deadline's day
  // (docs/product.md#payment-deadline), never past today.
  const windowEnd = (dueAt: Date) => wibDay(dueAt < now ? dueAt : now);
  return rows.map((row) => ({
    id: row.id,
    amountDue: Number(row.amount_due),
    windowStart: wibDay(row.created_at),
    windowEnd: windowEnd(row.payment_due_at),
  }));
}

export async function applyStatementLines(trx: Trx, source: StatementSource, lines: readonly IncomingLine[]): Promise<StatementResult> {
  const hashed = lines.map((line) => ({ ...line, hash: hashOf(line.identity) }));
  const known = new Set<string>();
  for (let at = 0; at < hashed.length; at += INSERT_CHUNK) {
    const chunk = hashed.slice(at, at + INSERT_CHUNK).map((line) => line.hash);
    for (const row of await trx('bank_statement_lines').whereIn('identity', chunk).select<{ identity: string }[]>('identity'))
      known.add(row.identity);
  }
  const fresh = hashed.filter((line) => !known.has(line.hash));
  const credits = [...new Set(fresh.filter((line) => line.direction === 'CREDIT').map((line) => line.amount))];
  const outcomes = matchStatement(fresh, await openTransactions(trx, credits, source.now));

  // A concurrent import of the same lines waits on the identity index and then inserts nothing:
  // only the lines this call stored are paid.
  const stored = new Map<string, string>();
  for (let at = 0; at < fresh.length; at += INSERT_CHUNK) {
    const rows = fresh.slice(at, at + INSERT_CHUNK).map((line, index) => {
      const outcome = outcomes[at + index] as MatchOutcome;
      return {
        identity: line.hash,
        source: source.kind,
        bank: source.bank,
        line_date: line.date,
        description: line.description,
        amount: line.amount,
        direction: line.direction,
        balance: line.balance,
        outcome: outcome.outcome,
        transaction_id: outcome.outcome === 'MATCHED' ? outcome.transactionId : null,
        candidate_ids: outcome.outcome === 'AMBIGUOUS' ? outcome.candidateIds : [],
        imported_by: source.actorId,
      };
    });
    const inserted = await trx('bank_statement_lines')
      .insert(rows)
      .onConflict('identity')
      .ignore()
      .returning<{ id: string; identity: string }[]>(['id', 'identity']);
    for (const row of inserted) stored.set(row.identity, row.id);
  }

  const result: StatementResult = {
    bank: source.bank,
    lines: lines.length,
    alreadyImported: lines.length - stored.size,
    debits: 0,
    matched: [],
    listed: [],
  };
  const waiting: { line: (typeof fresh)[number]; lineId: string; outcome: 'AMBIGUOUS' | 'UNMATCHED'; candidateIds: string[] }[] = [];
  for (const [index, line] of fresh.entries()) {
    const lineId = stored.get(line.hash);
    const outcome = outcomes[index] as MatchOutcome;
    if (!lineId) continue;
    if (outcome.outcome === 'DEBIT') result.debits += 1;
    else if (outcome.outcome === 'MATCHED') {
      try {
        await confirmTransfer(trx, source.actorId, outcome.transactionId, lineId);
        result.matched.push({
          lineId,
          lineNumber: line.lineNumber,
          date: line.date,
          amount: line.amount,
          transactionId: outcome.transactionId,
        });
      } catch (error) {
        // Paid or cancelled since it was read (the machine said so before writing): the admin decides.
        if (!isAppError(error) || error.code !== 'CONFLICT') throw error;
        await trx('bank_statement_lines')
          .where({ id: lineId })
          .update({ outcome: 'AMBIGUOUS', transaction_id: null, candidate_ids: [outcome.transactionId] });
        waiting.push({ line, lineId, outcome: 'AMBIGUOUS', candidateIds: [outcome.transactionId] });
      }
    } else waiting.push({ line, lineId, outcome: outcome.outcome, candidateIds: outcome.candidateIds });
  }
  const candidates = await loadCandidates(
    trx,
    waiting.flatMap((entry) => entry.candidateIds),
  );
  result.listed = waiting.map(({ line, lineId, outcome, candidateIds }): ListedStatementLine => ({
    lineId,
    lineNumber: line.lineNumber,
    date: line.date,
    description: line.description,
    amount: line.amount,
    outcome,
    candidates: candidateIds.flatMap((id) => candidates.get(id) ?? []),
  }));
  return result;
}
