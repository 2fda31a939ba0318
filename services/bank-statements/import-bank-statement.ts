import type { Actor } from '../../core/accounts/actor.ts';
import { parseStatement } from '../../core/bank-statements/parse-statement.ts';
import type { StatementResult } from '../../core/bank-statements/views.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';
import { applyStatementLines } from './apply-statement-lines.ts';

/**
 * An admin's internet-banking export: read whole before anything is written (a bad line refuses
 * the file), then stored, matched and paid in one transaction.
 */
export async function importBankStatement(deps: { db: Db }, viewer: Actor, csv: string, now = new Date()): Promise<StatementResult> {
  requireRole(viewer, 'admin');
  const { bank, lines } = parseStatement(csv);
  return deps.db.transaction((trx) => applyStatementLines(trx, { kind: 'import', actorId: viewer.id, bank, now }, lines));
}
