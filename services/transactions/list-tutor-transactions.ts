import { jakartaMonthStart } from '../../core/transactions/money.ts';
import { TUTOR_PAGE_SIZE, type TutorSourceFilter } from '../../core/transactions/transaction.schema.ts';
import type { TutorSummary, TutorTransactionsPage } from '../../core/transactions/views.ts';
import type { Db } from '../../infra/db.ts';
import { afterCursor } from './transaction-page.ts';
import { toTutorItem, tutorTransactionsQuery, type TutorItemRow } from './tutor-transaction-rows.ts';
import type { Actor } from '../../core/accounts/actor.ts';
import { requireRole } from '../accounts/require-role.ts';

type Totals = {
  all: number;
  booking: number;
  request: number;
  upcoming_amount: number;
  upcoming_count: number;
  ready_amount: number;
  ready_count: number;
};

type PayoutTotals = { in_withdrawal_amount: number; in_withdrawal_count: number; earned_amount: number; earned_count: number };

/**
 * 'Transaksi Tutor': the tutor's own transactions (bookings and requests), newest first, with the
 * tab counts and the four summary cards (docs/product.md#tutor-summary-cards):
 * - Pembayaran Upcoming: PAID, class in progress (sum of the tutor's share);
 * - Siap Dicairkan: PAID, class done, no open payout;
 * - Dalam Proses Pencairan: payouts REQUESTED or APPROVED (sum of the net amounts);
 * - Pendapatan Bulan Ini: payouts paid out (DONE) since the 1st of this month in Asia/Jakarta
 *   (sum of the net amounts, by the time they were paid).
 */
export async function listTutorTransactions(
  deps: { db: Db },
  viewer: Actor,
  query: { source: TutorSourceFilter; cursor?: string | undefined },
  now: Date = new Date(),
): Promise<TutorTransactionsPage> {
  requireRole(viewer, 'tutor');
  const { db } = deps;
  const page = tutorTransactionsQuery(db)
    .where('transactions.tutor_id', viewer.id)
    .orderBy([
      { column: 'transactions.created_at', order: 'desc' },
      { column: 'transactions.id', order: 'desc' },
    ])
    .limit(TUTOR_PAGE_SIZE + 1);
  if (query.source !== 'all') page.where('transactions.source', query.source);
  if (query.cursor) afterCursor(page, query.cursor, { tutor_id: viewer.id });

  const totals = db('transactions as t')
    .where('t.tutor_id', viewer.id)
    .first<Totals>(
      db.raw('count(*)::int as "all"'),
      db.raw(`count(*) filter (where t.source = 'booking')::int as booking`),
      db.raw(`count(*) filter (where t.source = 'request')::int as request`),
      db.raw(
        `coalesce(sum(t.tutor_payment) filter (where t.payment_status = 'PAID' and t.class_status = 'IN_PROGRESS'), 0)::bigint as upcoming_amount`,
      ),
      db.raw(`count(*) filter (where t.payment_status = 'PAID' and t.class_status = 'IN_PROGRESS')::int as upcoming_count`),
      db.raw(`coalesce(sum(t.tutor_payment) filter (where t.payment_status = 'PAID' and t.class_status = 'DONE' and not exists (
                select 1 from payouts p where p.transaction_id = t.id and p.status <> 'REJECTED')), 0)::bigint as ready_amount`),
      db.raw(`count(*) filter (where t.payment_status = 'PAID' and t.class_status = 'DONE' and not exists (
                select 1 from payouts p where p.transaction_id = t.id and p.status <> 'REJECTED'))::int as ready_count`),
    );
  const payouts = db('payouts as p')
    .where('p.tutor_id', viewer.id)
    .first<PayoutTotals>(
      db.raw(`coalesce(sum(p.net_amount) filter (where p.status in ('REQUESTED', 'APPROVED')), 0)::bigint as in_withdrawal_amount`),
      db.raw(`count(*) filter (where p.status in ('REQUESTED', 'APPROVED'))::int as in_withdrawal_count`),
      db.raw(`coalesce(sum(p.net_amount) filter (where p.status = 'DONE' and p.paid_at >= ?), 0)::bigint as earned_amount`, [
        jakartaMonthStart(now),
      ]),
      db.raw(`count(*) filter (where p.status = 'DONE' and p.paid_at >= ?)::int as earned_count`, [jakartaMonthStart(now)]),
    );

  const [rows, counted, paid] = await Promise.all([page as Promise<TutorItemRow[]>, totals, payouts]);
  const items = rows.slice(0, TUTOR_PAGE_SIZE);
  const summary: TutorSummary = {
    upcoming: { amount: Number(counted.upcoming_amount), count: counted.upcoming_count },
    readyToWithdraw: { amount: Number(counted.ready_amount), count: counted.ready_count },
    inWithdrawal: { amount: Number(paid.in_withdrawal_amount), count: paid.in_withdrawal_count },
    earnedThisMonth: { amount: Number(paid.earned_amount), count: paid.earned_count },
  };
  return {
    transactions: items.map(toTutorItem),
    total: query.source === 'all' ? counted.all : counted[query.source],
    nextCursor: rows.length > TUTOR_PAGE_SIZE ? (items.at(-1)?.id ?? null) : null,
    counts: { all: counted.all, booking: counted.booking, request: counted.request },
    summary,
  };
}
