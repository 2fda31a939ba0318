// Credit lines against open transactions, by the exact amount due (total + kode unik), inside each
// transaction's payment window. Pure: the windows come in, so the window rule (creation → now, or
// creation → payment_due_at) is decided by the caller.

export type OpenTransaction = {
  id: string;
  amountDue: number;
  /** The payment window, as calendar days in WIB ('YYYY-MM-DD'): statements carry days, not times. */
  windowStart: string;
  windowEnd: string;
};

export type MatchInput = { identity: string; date: string; amount: number; direction: 'CREDIT' | 'DEBIT' };

export type MatchOutcome =
  | { identity: string; outcome: 'MATCHED'; transactionId: string }
  | { identity: string; outcome: 'AMBIGUOUS'; candidateIds: string[] }
  | { identity: string; outcome: 'UNMATCHED'; candidateIds: [] }
  | { identity: string; outcome: 'DEBIT' };

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The WIB calendar day of an instant: a transfer at 23:30 WIB is on that day's statement. */
export function wibDay(at: Date): string {
  return new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * One candidate → MATCHED, and that transaction is taken: a second line of the same amount then
 * finds it gone and is listed for the admin with it as its candidate, never paying twice.
 */
export function matchStatement(lines: readonly MatchInput[], open: readonly OpenTransaction[]): MatchOutcome[] {
  const byAmount = new Map<number, OpenTransaction[]>();
  for (const transaction of open) {
    const same = byAmount.get(transaction.amountDue);
    if (same) same.push(transaction);
    else byAmount.set(transaction.amountDue, [transaction]);
  }
  const taken = new Set<string>();
  return lines.map((line) => {
    if (line.direction === 'DEBIT') return { identity: line.identity, outcome: 'DEBIT' };
    const inWindow = (byAmount.get(line.amount) ?? []).filter((t) => t.windowStart <= line.date && line.date <= t.windowEnd);
    const free = inWindow.filter((t) => !taken.has(t.id));
    const only = free[0];
    if (free.length === 1 && inWindow.length === 1 && only) {
      taken.add(only.id);
      return { identity: line.identity, outcome: 'MATCHED', transactionId: only.id };
    }
    if (inWindow.length === 0) return { identity: line.identity, outcome: 'UNMATCHED', candidateIds: [] };
    return { identity: line.identity, outcome: 'AMBIGUOUS', candidateIds: inWindow.map((t) => t.id) };
  });
}
