import { describe, expect, it } from 'vitest';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#unique-code: every transaction awaiting payment has its own code in the
// configured range, whichever path opened it and however many were opened at once; paid,
// cancelled or expired ones free their code but keep it recorded. A range of 20 makes the
// concurrent creations fight over few codes.
const app = await startRequestsApp({ env: { UNIQUE_CODE_MIN: '1', UNIQUE_CODE_MAX: '20' } });
const { call, db, createCustomer, createTutor, postRequest, join } = app;

const customer = await createCustomer('Budi Santoso');
const tutor = await createTutor({ name: 'Siti Rahma', price: 75_000, subjects: ['SMA - Fisika'] });

const form = {
  tutorId: tutor.id,
  customerName: 'Budi Santoso',
  phone: '0857-1111-2222',
  subjects: ['SMA - Fisika'],
  durationHours: 2,
  studentCount: 1,
  notes: null,
};
const book = () => call(customer, 'POST', '/api/bookings', { json: form });

type AwaitingRow = { id: string; unique_code: number; total_price: number };
const awaitingRows = () => db('transactions').whereIn('payment_status', ['UNPAID', 'PROOF_SUBMITTED']).select<AwaitingRow[]>();

describe('kode unik', () => {
  it('never gives two transactions created at the same moment the same amount, on the booking and the choose-tutor paths', async () => {
    const requests = [];
    for (let i = 0; i < 4; i += 1) {
      const request = await postRequest(customer, { durationHours: 2, studentCount: 1 });
      await join(tutor, request.id);
      requests.push(request);
    }

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, book),
      ...requests.map((request) => call(customer, 'POST', `/api/requests/${request.id}/choose`, { json: { tutorId: tutor.id } })),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([...Array(4).fill(200), ...Array(8).fill(201)]);
    const rows = await awaitingRows();
    expect(rows).toHaveLength(12);
    // Every one costs the same 150 000: only the code tells the transfers apart.
    expect(new Set(rows.map((row) => row.total_price))).toEqual(new Set([150_000]));
    expect(new Set(rows.map((row) => row.total_price + row.unique_code)).size).toBe(12);
    for (const row of rows) expect(row.unique_code).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row.unique_code).toBeLessThanOrEqual(20);
  });

  it('refuses a new transaction when every code is taken, and a cancelled or paid one frees its code but keeps it', async () => {
    while ((await awaitingRows()).length < 20) expect((await book()).status).toBe(201);

    const full = await book();
    expect(full.status).toBe(503);
    expect(full.body.error).toEqual({ code: 'UNAVAILABLE', message: M.uniqueCodesExhausted });
    expect(await awaitingRows()).toHaveLength(20);

    const [cancelled, paid] = (await awaitingRows()) as [AwaitingRow, AwaitingRow];
    expect((await call(customer, 'POST', `/api/transactions/${cancelled.id}/cancel`)).status).toBe(200);
    const next = await book();
    expect(next.status).toBe(201);
    expect((await db('transactions').where({ id: next.body.transaction.id }).first()).unique_code).toBe(cancelled.unique_code);
    expect((await db('transactions').where({ id: cancelled.id }).first()).unique_code).toBe(cancelled.unique_code);

    await db('transactions').where({ id: paid.id }).update({ payment_status: 'PAID', paid_at: db.fn.now() });
    const afterPaid = await book();
    expect(afterPaid.status).toBe(201);
    expect((await db('transactions').where({ id: afterPaid.body.transaction.id }).first()).unique_code).toBe(paid.unique_code);
  });

  it('lets the database refuse a second transaction awaiting payment with a code already open', async () => {
    const [open, other] = (await awaitingRows()) as [AwaitingRow, AwaitingRow];
    await expect(db('transactions').where({ id: open.id }).update({ unique_code: other.unique_code })).rejects.toMatchObject({
      code: '23505',
      constraint: 'transactions_unique_code_awaiting_idx',
    });
    await expect(db('transactions').where({ id: open.id }).update({ unique_code: null })).rejects.toMatchObject({ code: '23514' });
  });
});
