import type { Actor } from '../../core/accounts/actor.ts';
import { OVERVIEW_DAYS, requestCounts, type AdminOverview } from '../../core/admin/overview.ts';
import type { Db } from '../../infra/db.ts';
import { requireRole } from '../accounts/require-role.ts';

type CountsRow = {
  tutors_all: number;
  tutors_listed: number;
  customers: number;
  proofs_waiting: number;
  payouts_due: number;
  payouts_due_amount: string;
  month: string;
  month_gross: string;
  month_fee: string;
  month_codes: string;
  month_count: number;
};
type StatusRow = { status: string; count: number };
type DayRow = { date: string; gross: string; platform_fee: string; count: number };

// "Gross" (docs/product.md#admin-overview): a transaction's total_price counts in the Jakarta day
// and month an admin verified its payment (paid_at, set when the proof is approved), while it is
// still PAID; a refund asked for or returned takes it out. The platform fee is total_price minus the
// stored tutor_payment (the 15 % with the rounding the CHECK pins), never recomputed here. Jakarta
// days are Postgres' Asia/Jakarta zone: UTC+7 all year, as in core/format/jakarta-time.ts.
const PAID = `t.payment_status = 'PAID'`;

const COUNTS = `
  with bounds as (
    select date_trunc('month', cast(? as timestamptz) at time zone 'Asia/Jakarta') as month_local,
           (cast(? as timestamptz) at time zone 'Asia/Jakarta')::date + 1 as tomorrow
  ), month_paid as (
    select t.total_price, t.tutor_payment, t.unique_code
      from transactions t, bounds b
     where ${PAID}
       and t.paid_at >= (b.month_local at time zone 'Asia/Jakarta')
       and t.paid_at < (b.tomorrow::timestamp at time zone 'Asia/Jakarta')
  )
  select (select count(*) from tutors)::int as tutors_all,
         (select count(*) from tutors where listed)::int as tutors_listed,
         (select count(*) from customers)::int as customers,
         (select count(*) from payment_proofs p join transactions t on t.id = p.transaction_id
           where p.decision = 'PENDING' and t.payment_status = 'PROOF_SUBMITTED')::int as proofs_waiting,
         (select count(*) from payouts where status in ('REQUESTED', 'APPROVED'))::int as payouts_due,
         (select coalesce(sum(net_amount), 0) from payouts where status in ('REQUESTED', 'APPROVED'))::bigint as payouts_due_amount,
         (select to_char(month_local, 'YYYY-MM') from bounds) as month,
         (select coalesce(sum(total_price), 0) from month_paid)::bigint as month_gross,
         (select coalesce(sum(total_price - tutor_payment), 0) from month_paid)::bigint as month_fee,
         (select coalesce(sum(unique_code), 0) from month_paid)::bigint as month_codes,
         (select count(*) from month_paid)::int as month_count`;

// One row per Jakarta day from 29 days ago to today, a day without payments at zero.
const DAYS = `
  with days as (
    select generate_series(today - ${OVERVIEW_DAYS - 1}, today, interval '1 day')::date as day
      from (select (cast(? as timestamptz) at time zone 'Asia/Jakarta')::date as today) as bounds
  )
  select to_char(d.day, 'YYYY-MM-DD') as date,
         coalesce(sum(t.total_price), 0)::bigint as gross,
         coalesce(sum(t.total_price - t.tutor_payment), 0)::bigint as platform_fee,
         count(t.id)::int as count
    from days d
    left join transactions t
      on ${PAID}
     and t.paid_at >= (d.day::timestamp at time zone 'Asia/Jakarta')
     and t.paid_at < ((d.day + 1)::timestamp at time zone 'Asia/Jakarta')
   group by d.day
   order by d.day`;

/**
 * The console's 'Ringkasan': who is on the platform, what waits for an admin, and the money verified
 * this Jakarta month and on each of the last 30 Jakarta days. One read-only snapshot, so the figures
 * agree with each other.
 */
export async function getAdminOverview(deps: { db: Db }, viewer: Actor, now: Date = new Date()): Promise<AdminOverview> {
  requireRole(viewer, 'admin');
  return deps.db.transaction(
    async (trx) => {
      const counts = (await trx.raw<{ rows: CountsRow[] }>(COUNTS, [now, now])).rows[0];
      if (!counts) throw new Error('overview counts returned no row');
      const statuses = (
        await trx.raw<{ rows: StatusRow[] }>('select status, count(*)::int as count from learning_requests group by status')
      ).rows;
      const days = (await trx.raw<{ rows: DayRow[] }>(DAYS, [now])).rows;
      return {
        tutors: { listed: counts.tutors_listed, all: counts.tutors_all },
        customers: counts.customers,
        requests: requestCounts(new Map(statuses.map((row) => [row.status, row.count]))),
        proofsWaiting: counts.proofs_waiting,
        payoutsDue: { count: counts.payouts_due, amount: Number(counts.payouts_due_amount) },
        thisMonth: {
          month: counts.month,
          gross: Number(counts.month_gross),
          platformFee: Number(counts.month_fee),
          uniqueCodes: Number(counts.month_codes),
          count: counts.month_count,
        },
        days: days.map((row) => ({ date: row.date, gross: Number(row.gross), platformFee: Number(row.platform_fee), count: row.count })),
      };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
