import { shortCodeRange } from '../../core/whatsapp/short-codes.ts';
import type { Db } from '../../infra/db.ts';

// What a WhatsApp short code names (core/whatsapp/short-codes.ts): the first 8 hex digits of an
// id, looked up as a range of the primary key. Two matches are reported, never guessed between.

export type CodeMatch = { kind: 'found'; id: string } | { kind: 'none' } | { kind: 'ambiguous' };

function matchOf(ids: string[]): CodeMatch {
  if (ids.length === 0) return { kind: 'none' };
  return ids.length === 1 ? { kind: 'found', id: ids[0]! } : { kind: 'ambiguous' };
}

/**
 * The learning request 'IKUT <kode>' names. Any state: the join use case explains a closed one.
 * When the code matches several, an OPEN one alone still counts (the others cannot be joined).
 */
export async function findRequestByCode(db: Db, code: string): Promise<CodeMatch> {
  const { lo, hi } = shortCodeRange(code);
  const rows = await db('learning_requests')
    .whereBetween('id', [lo, hi])
    .limit(20)
    .select<{ id: string; status: string }[]>('id', 'status');
  if (rows.length <= 1) return matchOf(rows.map((row) => row.id));
  const open = rows.filter((row) => row.status === 'OPEN');
  return open.length === 1 ? { kind: 'found', id: open[0]!.id } : { kind: 'ambiguous' };
}

/** One of the customer's own transactions, by the code in a proof's caption. */
export async function findCustomerTransactionByCode(db: Db, customerId: string, code: string): Promise<CodeMatch> {
  const { lo, hi } = shortCodeRange(code);
  const ids = await db('transactions').where({ customer_id: customerId }).whereBetween('id', [lo, hi]).limit(2).pluck('id');
  return matchOf(ids as string[]);
}

/** One of the tutor's own transactions, by the code a payout keyword names. */
export async function findTutorTransactionByCode(db: Db, tutorId: string, code: string): Promise<CodeMatch> {
  const { lo, hi } = shortCodeRange(code);
  const ids = await db('transactions').where({ tutor_id: tutorId }).whereBetween('id', [lo, hi]).limit(2).pluck('id');
  return matchOf(ids as string[]);
}
