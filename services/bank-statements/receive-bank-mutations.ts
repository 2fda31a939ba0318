import type { BankMutations } from '../../core/bank-statements/bank-mutation.schema.ts';
import type { StatementResult } from '../../core/bank-statements/views.ts';
import type { Db } from '../../infra/db.ts';
import { applyStatementLines } from './apply-statement-lines.ts';

/**
 * Mutations a bank-mutation service pushed (the caller checked its signature). No person acts: the
 * audit entries carry no actor. The service's own id is the line's identity, so a retried call
 * changes nothing.
 */
export function receiveBankMutations(deps: { db: Db }, body: BankMutations, now = new Date()): Promise<StatementResult> {
  const lines = body.mutations.map((mutation) => ({
    lineNumber: null,
    identity: `webhook|${body.bank}|${mutation.id}`,
    date: mutation.date,
    description: mutation.description,
    amount: mutation.amount,
    direction: mutation.type === 'CR' ? ('CREDIT' as const) : ('DEBIT' as const),
    balance: mutation.balance ?? null,
  }));
  return deps.db.transaction((trx) => applyStatementLines(trx, { kind: 'webhook', actorId: null, bank: body.bank, now }, lines));
}
