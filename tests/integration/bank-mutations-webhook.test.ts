import { describe, expect, it } from 'vitest';
import { wibDay } from '../../core/bank-statements/match-statement.ts';
import { INVALID_CHARACTER_MESSAGE } from '../../core/validation/text.ts';
import { signMutations } from '../../services/bank-statements/mutation-signature.ts';
import { startBookingsApp } from '../helpers/bookings.ts';

// docs/product.md#bank-mutation-webhook: the statement matcher behind a signed webhook, so a
// transfer at 22:00 is PAID in seconds with nobody awake.
const SECRET = 'rahasia-webhook-mutasi-untuk-pengujian-saja';
const app = await startBookingsApp({ env: { BANK_MUTATION_WEBHOOK_SECRET: SECRET } });
const { call, db, createCustomer, createTutor, book } = app;
const tutor = await createTutor({ name: 'Siti Rahma', price: 120_000 });
const today = wibDay(new Date());

async function open() {
  const customer = await createCustomer('Budi Santoso');
  const transaction = await book(customer, tutor, { durationHours: 1, studentCount: 1 });
  const row = await db('transactions').where({ id: transaction.id }).first('total_price', 'unique_code');
  return { id: transaction.id, amountDue: (row.total_price + row.unique_code) as number };
}

const payload = (id: string, amount: number, type: 'CR' | 'DB' = 'CR') => ({
  bank: 'BCA',
  mutations: [{ id, date: today, description: 'TRSF E-BANKING CR BUDI', amount, type, balance: null }],
});

function post(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  const header = signature ?? signMutations(SECRET, Math.floor(Date.now() / 1000), raw);
  return call(null, 'POST', '/api/payments/bank-mutations', { json: body, headers: { 'x-signature': header } });
}
const statusOf = async (id: string) => (await db('transactions').where({ id }).first('payment_status')).payment_status as string;

describe('bank-mutation webhook', () => {
  it('pays the matching transaction for a correctly signed call, with no person as the actor', async () => {
    const due = await open();
    const res = await post(payload('mut-1', due.amountDue));
    expect(res.status).toBe(200);
    expect(res.body.matched).toEqual([
      { lineId: expect.any(String), lineNumber: null, date: today, amount: due.amountDue, transactionId: due.id },
    ]);
    expect(await statusOf(due.id)).toBe('PAID');
    expect(await db('audit_log').where({ entity_id: due.id, action: 'payment.statement_match' }).first()).toMatchObject({ actor_id: null });
    expect(await db('bank_statement_lines').where({ transaction_id: due.id }).first()).toMatchObject({
      source: 'webhook',
      imported_by: null,
    });
  });

  it('changes nothing when the service sends the same mutation again', async () => {
    const due = await open();
    await post(payload('mut-2', due.amountDue));
    const again = await post(payload('mut-2', due.amountDue));
    expect(again.body).toMatchObject({ lines: 1, alreadyImported: 1, matched: [], listed: [] });
    expect(await db('bank_statement_lines').where({ transaction_id: due.id }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('refuses a wrong, stale or missing signature with 403 and changes nothing', async () => {
    const due = await open();
    const body = payload('mut-3', due.amountDue);
    const raw = JSON.stringify(body);
    const stale = signMutations(SECRET, Math.floor(Date.now() / 1000) - 3600, raw);
    const wrongSecret = signMutations('x'.repeat(40), Math.floor(Date.now() / 1000), raw);
    for (const signature of [stale, wrongSecret, '']) {
      const res = await post(body, signature);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Akses Ditolak' });
    }
    expect(await statusOf(due.id)).toBe('UNPAID');
    expect(await db('bank_statement_lines').where({ source: 'webhook', amount: due.amountDue }).first()).toBeUndefined();
  });

  it('answers a signed but invalid body with 400 and a debit never pays', async () => {
    const due = await open();
    const bad = await post({ bank: 'BCA', mutations: [{ id: 'x', date: 'kemarin', amount: -1, type: 'CR' }] });
    expect(bad.status).toBe(400);
    const debit = await post(payload('mut-4', due.amountDue, 'DB'));
    expect(debit.body).toMatchObject({ debits: 1, matched: [] });
    expect(await statusOf(due.id)).toBe('UNPAID');
  });

  it("refuses U+0000 in a mutation's id or description with 400 and the clear message, storing nothing", async () => {
    const due = await open();
    for (const field of ['id', 'description'] as const) {
      const body = payload('mut-nul', due.amountDue);
      body.mutations[0]![field] = `${body.mutations[0]![field]}\u0000`;
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(INVALID_CHARACTER_MESSAGE);
    }
    expect(await db('bank_statement_lines').where({ amount: due.amountDue }).count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await statusOf(due.id)).toBe('UNPAID');
  });
});
