import type { BankFormat } from './statement-formats.ts';

// What the admin sees of an import or a webhook call (docs/product.md#bank-statements).

export type StatementCandidate = {
  transactionId: string;
  customerName: string;
  tutorName: string;
  amountDue: number;
  createdAt: string;
};

export type ListedStatementLine = {
  lineId: string;
  /** The line of the file; null for a webhook mutation. */
  lineNumber: number | null;
  date: string;
  description: string;
  amount: number;
  /** AMBIGUOUS: several open transactions (or one already paid by another line); UNMATCHED: none. */
  outcome: 'AMBIGUOUS' | 'UNMATCHED';
  candidates: StatementCandidate[];
};

export type MatchedStatementLine = { lineId: string; lineNumber: number | null; date: string; amount: number; transactionId: string };

export type StatementResult = {
  bank: BankFormat;
  /** Lines read, debits included. */
  lines: number;
  /** Lines an earlier import or call already brought: left exactly as they were. */
  alreadyImported: number;
  debits: number;
  matched: MatchedStatementLine[];
  listed: ListedStatementLine[];
};
