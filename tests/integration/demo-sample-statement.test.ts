import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../core/bank-statements/parse-statement.ts';
import { sampleStatement } from '../../dev/demo/sample-statement.ts';
import { startBookingsApp } from '../helpers/bookings.ts';

// docs/trying-it.md#bank-statement: the demo's sample statement is a BCA export that, imported on
// /admin, turns the demo customer's oldest unpaid booking PAID and lists the stranger's transfer.
const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book } = app;

describe('the demo sample statement', () => {
  it('is a BCA export carrying the amount the customer owes, which an import then pays', async () => {
    const tutor = await createTutor({ name: 'Rizky Pratama', price: 100_000 });
    const customer = await createCustomer('Nadia Putri');
    const admin = await createAdmin();
    const transaction = await book(customer, tutor, { durationHours: 2, studentCount: 1 });
    const { unique_code: code } = await db('transactions').where({ id: transaction.id }).first('unique_code');

    const csv = await sampleStatement(db, { customerEmail: customer.email });
    const { bank, lines } = parseStatement(csv);
    expect(bank).toBe('BCA');
    expect(lines.map((line) => [line.amount, line.direction])).toEqual([
      [200_000 + code, 'CREDIT'],
      [87_654, 'CREDIT'],
      [10_000, 'DEBIT'],
    ]);

    const form = new FormData();
    form.set('statement', new Blob([csv], { type: 'text/csv' }), 'mutasi-bca-contoh.csv');
    const res = await call(admin, 'POST', '/api/admin/bank-statements', { form });
    expect(res.body).toMatchObject({ bank: 'BCA', matched: [{ transactionId: transaction.id }], debits: 1 });
    expect(res.body.listed).toHaveLength(1);
    expect((await db('transactions').where({ id: transaction.id }).first()).payment_status).toBe('PAID');
  });

  it('still reads as a statement when nobody owes anything', async () => {
    const csv = await sampleStatement(db, { customerEmail: 'tidak-ada@ajarin.test' });
    expect(parseStatement(csv).lines).toHaveLength(2);
  });
});
