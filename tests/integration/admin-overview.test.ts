import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../core/admin/overview.ts';
import { jakartaParts, pad2 } from '../../core/format/jakarta-time.ts';
import { jakartaMonthStart } from '../../core/transactions/money.ts';
import { getAdminOverview } from '../../services/admin/get-overview.ts';
import { startBookingsApp } from '../helpers/bookings.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';

// The 'Ringkasan' tab (docs/product.md#admin-overview): every figure the api answers must equal the
// one this file computes in plain JS from the rows themselves (read back with plain selects, never
// with an aggregate), across statuses, months and the Jakarta midnight at a month's end.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin } = app;
const fixtures = requestFixtures(db);

const admin = await createAdmin();
const customer = await createCustomer('Budi Santoso');
const tutor = await createTutor({ name: 'Siti Rahma' });
// Not listed: one never confirmed their email, one was disabled.
await fixtures.tutor({ name: 'Tutor Belum Konfirmasi', confirmed: false });
const disabledTutor = await createTutor({ name: 'Tutor Nonaktif' });
await db('users').where({ id: disabledTutor.id }).update({ disabled_at: db.fn.now() });
await fixtures.customer('Ani Lestari');

const HOUR = 3_600_000;
const now = new Date();
const jakartaDay = (instant: Date): string => {
  const { year, month, day } = jakartaParts(instant);
  return `${year}-${pad2(month)}-${pad2(day)}`;
};
const shiftDay = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
/** The instant of hh:mm Jakarta time, `days` from today's Jakarta date; never later than now. */
const jakartaAt = (days: number, hour: number, minute = 0): Date => {
  const { year, month, day } = jakartaParts(now);
  const at = new Date(Date.UTC(year, month - 1, day + days, hour - 7, minute));
  return at.getTime() < now.getTime() ? at : new Date(now.getTime() - 1000);
};

const monthStart = jakartaMonthStart(now);
/** 23:30 Jakarta on the last day of last month: last month's, however close to this one. */
const lastMonthLate = new Date(monthStart.getTime() - HOUR / 2);

let phoneSequence = 0;
async function transaction(options: {
  status: string;
  paidAt?: Date | null;
  price: number;
  hours?: number;
  students?: number;
}): Promise<string> {
  const hours = options.hours ?? 1;
  const students = options.students ?? 1;
  const total = options.price * hours * students;
  phoneSequence += 1;
  const [row] = await db('transactions')
    .insert({
      source: 'booking',
      customer_id: customer.id,
      tutor_id: tutor.id,
      customer_name: 'Budi Santoso',
      customer_phone: `08571${String(phoneSequence).padStart(7, '0')}`,
      subjects: ['SMA - Fisika'],
      duration_hours: hours,
      student_count: students,
      price_per_hour: options.price,
      total_price: total,
      // The stored share is what the overview subtracts; the CHECK pins this same rounding.
      tutor_payment: Math.floor((total * 85) / 100),
      payment_status: options.status,
      paid_at: options.paidAt ?? null,
    })
    .returning<{ id: string }[]>('id');
  if (!row) throw new Error('transaction insert returned no id');
  return row.id;
}

// Money: prices with odd rupiah so the fee is not simply 15 % of the gross.
const paidThisMonthFirst = await transaction({ status: 'PAID', paidAt: monthStart, price: 33_333 });
const boundary = await transaction({ status: 'PAID', paidAt: lastMonthLate, price: 150_001, hours: 2 });
await transaction({ status: 'PAID', paidAt: new Date(monthStart.getTime() - 10 * 24 * HOUR), price: 99_999, students: 3 });
const paidToday = await transaction({ status: 'PAID', paidAt: jakartaAt(0, 0, 5), price: 75_000, hours: 2 });
await transaction({ status: 'PAID', paidAt: jakartaAt(0, 0, 10), price: 12_345 });
await transaction({ status: 'PAID', paidAt: jakartaAt(-1, 0, 0), price: 80_001 });
await transaction({ status: 'PAID', paidAt: jakartaAt(-1, 23, 59), price: 60_000, students: 2 });
await transaction({ status: 'PAID', paidAt: jakartaAt(-7, 12), price: 45_555, hours: 3 });
await transaction({ status: 'PAID', paidAt: jakartaAt(-29, 0, 0), price: 51_111 });
await transaction({ status: 'PAID', paidAt: jakartaAt(-30, 23, 59), price: 70_707 });
// Paid once, then a refund asked for or returned: no longer gross.
await transaction({ status: 'REFUND_REQUESTED', paidAt: jakartaAt(-2, 9), price: 200_000 });
await transaction({ status: 'REFUNDED', paidAt: jakartaAt(-3, 9), price: 300_000 });
const submitted = await transaction({ status: 'PROOF_SUBMITTED', price: 100_000 });
const submittedToo = await transaction({ status: 'PROOF_SUBMITTED', price: 110_000 });
const cancelled = await transaction({ status: 'CANCELLED', price: 120_000 });
const unpaid = await transaction({ status: 'UNPAID', price: 130_000 });

async function proof(transactionId: string, decision: 'PENDING' | 'APPROVED' | 'REJECTED'): Promise<void> {
  await db('payment_proofs').insert({
    transaction_id: transactionId,
    uploaded_by: customer.id,
    file_key: `proofs/${randomBytes(8).toString('hex')}.png`,
    mime: 'image/png',
    bytes: 1000,
    sha256: randomBytes(32).toString('hex'),
    decision,
    decided_at: decision === 'PENDING' ? null : db.fn.now(),
  });
}
await proof(submitted, 'PENDING');
await proof(submittedToo, 'REJECTED');
await proof(submittedToo, 'PENDING');
// A pending proof of a transaction no longer waiting is not in the queue, so not in the count.
await proof(cancelled, 'PENDING');
await proof(unpaid, 'REJECTED');
await proof(paidToday, 'APPROVED');

async function payout(transactionId: string, status: string, amount: number, fee: number): Promise<void> {
  await db('payouts').insert({
    tutor_id: tutor.id,
    transaction_id: transactionId,
    amount,
    admin_fee: fee,
    net_amount: amount - fee,
    bank_account: fee === 0 ? 'BCA 123' : 'BNI 123',
    status,
    paid_at: status === 'DONE' ? db.fn.now() : null,
  });
}
await payout(paidThisMonthFirst, 'REQUESTED', 28_333, 2_500);
await payout(boundary, 'APPROVED', 255_000, 0);
await payout(paidToday, 'REJECTED', 127_500, 2_500);
await payout(paidToday, 'DONE', 127_500, 2_500);

for (const status of ['OPEN', 'OPEN', 'CANCELLED', 'EXPIRED'] as const) await fixtures.request(customer, { status });
await fixtures.request(customer, { status: 'CHOSEN', chosenTutorId: tutor.id });

type TransactionRow = {
  id: string;
  payment_status: string;
  paid_at: Date | null;
  total_price: number;
  tutor_payment: number;
  unique_code: number | null;
};

/** The overview as it should be at `at`, from plain rows. */
async function expectedAt(at: Date): Promise<AdminOverview> {
  const transactions: TransactionRow[] = await db('transactions').select(
    'id',
    'payment_status',
    'paid_at',
    'total_price',
    'tutor_payment',
    'unique_code',
  );
  const proofs: { transaction_id: string; decision: string }[] = await db('payment_proofs').select('transaction_id', 'decision');
  const payouts: { status: string; net_amount: number }[] = await db('payouts').select('status', 'net_amount');
  const tutors: { listed: boolean }[] = await db('tutors').select('listed');
  const customers: unknown[] = await db('customers').select('id');
  const requests: { status: string }[] = await db('learning_requests').select('status');

  const today = jakartaDay(at);
  const paid = transactions.filter((row) => row.payment_status === 'PAID' && row.paid_at !== null);
  const money = (rows: TransactionRow[]) => ({
    gross: rows.reduce((sum, row) => sum + row.total_price, 0),
    platformFee: rows.reduce((sum, row) => sum + row.total_price - row.tutor_payment, 0),
    count: rows.length,
  });
  const thisMonth = paid.filter((row) => jakartaDay(row.paid_at!).startsWith(today.slice(0, 7)) && jakartaDay(row.paid_at!) <= today);
  const onDay = (date: string) => paid.filter((row) => jakartaDay(row.paid_at!) === date);
  const statusOf = new Map(transactions.map((row) => [row.id, row.payment_status]));
  const due = payouts.filter((row) => row.status === 'REQUESTED' || row.status === 'APPROVED');
  const labels = { OPEN: 'Terbuka', CHOSEN: 'Tutor Dipilih', CANCELLED: 'Dibatalkan', EXPIRED: 'Kedaluwarsa' } as const;
  return {
    tutors: { listed: tutors.filter((row) => row.listed).length, all: tutors.length },
    customers: customers.length,
    requests: (['OPEN', 'CHOSEN', 'CANCELLED', 'EXPIRED'] as const).map((status) => ({
      status,
      label: labels[status],
      count: requests.filter((row) => row.status === status).length,
    })),
    proofsWaiting: proofs.filter((row) => row.decision === 'PENDING' && statusOf.get(row.transaction_id) === 'PROOF_SUBMITTED').length,
    payoutsDue: { count: due.length, amount: due.reduce((sum, row) => sum + row.net_amount, 0) },
    thisMonth: {
      month: today.slice(0, 7),
      ...money(thisMonth),
      uniqueCodes: thisMonth.reduce((sum, row) => sum + (row.unique_code ?? 0), 0),
    },
    days: Array.from({ length: 30 }, (_, index) => shiftDay(today, index - 29)).map((date) => ({ date, ...money(onDay(date)) })),
  };
}

describe('GET /api/admin/overview', () => {
  it('answers every figure as the sum of the rows: counts, queues, this Jakarta month and the last 30 Jakarta days', async () => {
    const res = await call(admin, 'GET', '/api/admin/overview');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const expected = await expectedAt(now);
    expect(res.body).toEqual(expected);

    // The fixtures did what they were meant to: a real spread, not zeros agreeing with zeros.
    expect(expected.tutors).toEqual({ listed: 1, all: 3 });
    expect(expected.customers).toBe(2);
    expect(expected.proofsWaiting).toBe(2);
    expect(expected.payoutsDue).toEqual({ count: 2, amount: 25_833 + 255_000 });
    expect(expected.requests.map((entry) => entry.count)).toEqual([2, 1, 1, 1]);
    expect(expected.thisMonth.count).toBeGreaterThan(0);
    // The fee is the stored share's remainder: 33 333 × 85 / 100 rounds down to 28 333, so the
    // platform keeps 5 000 of that row, not 15 % of it (4 999,95).
    const first = await db('transactions').where({ id: paidThisMonthFirst }).first<TransactionRow>();
    expect(first.total_price - first.tutor_payment).toBe(5_000);
    expect(expected.days).toHaveLength(30);
    expect(expected.days.at(-1)?.date).toBe(jakartaDay(now));
    expect(expected.days.filter((day) => day.count === 0).length).toBeGreaterThan(0);
  });

  it('puts a payment verified at 23:30 Jakarta on the last day of last month in last month, not this one', async () => {
    expect(jakartaParts(lastMonthLate).hour).toBe(23);
    const body = (await call(admin, 'GET', '/api/admin/overview')).body as AdminOverview;
    const boundaryRow = await db('transactions').where({ id: boundary }).first<TransactionRow>();
    const lastDay = jakartaDay(lastMonthLate);
    expect(lastDay.slice(0, 7)).not.toBe(body.thisMonth.month);
    const withoutBoundary = (await expectedAt(now)).thisMonth;
    expect(body.thisMonth.gross).toBe(withoutBoundary.gross);
    // Its own day, if still within the 30 days, holds it.
    const day = body.days.find((entry) => entry.date === lastDay);
    if (day) expect(day.gross).toBeGreaterThanOrEqual(boundaryRow.total_price);

    // Asked one minute before this month began, the same row is that month's.
    const justBefore = new Date(monthStart.getTime() - 60_000);
    const then = await getAdminOverview({ db }, admin, justBefore);
    expect(then).toEqual(await expectedAt(justBefore));
    expect(then.thisMonth.month).toBe(lastDay.slice(0, 7));
    expect(then.days.at(-1)).toMatchObject({ date: lastDay });
    expect(then.days.at(-1)!.gross).toBeGreaterThanOrEqual(boundaryRow.total_price);

    // And five minutes into the 1st, the month holds only what was verified from 00:00.
    const justAfter = new Date(monthStart.getTime() + 5 * 60_000);
    const early = await getAdminOverview({ db }, admin, justAfter);
    expect(early).toEqual(await expectedAt(justAfter));
    expect(early.days.at(-2)).toMatchObject({ date: lastDay });
  });

  it('is for admins only: 403 for a customer and a tutor, 401 without a session', async () => {
    expect((await call(customer, 'GET', '/api/admin/overview')).status).toBe(403);
    expect((await call(tutor, 'GET', '/api/admin/overview')).status).toBe(403);
    expect((await call(null, 'GET', '/api/admin/overview')).status).toBe(401);
  });
});
