import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import { submitProof } from '../../services/payments/submit-proof.ts';
import { openTransaction } from '../../services/transactions/open-transaction.ts';
import { samplePng, startBookingsApp } from '../helpers/bookings.ts';

// docs/decisions/059-writes-in-one-statement.md: a write decided on a row read earlier writes only
// while the database still finds what was decided on; otherwise it writes nothing at all.

const app = await startBookingsApp();
const { db, deps } = app;
const config = { UNIQUE_CODE_MIN: 1, UNIQUE_CODE_MAX: 999, PAYMENT_WINDOW_HOURS: 24 };
const count = async (table: string, where: Record<string, unknown>) =>
  Number(((await db(table).where(where).count({ count: '*' })) as { count: number }[])[0]?.count);

describe('a booking whose tutor changed since it was read', () => {
  const order = (customerId: string) => ({
    customerId,
    customerName: 'Budi Santoso',
    phone: '085711112222',
    subjects: ['SMA - Fisika'],
    durationHours: 2,
    studentCount: 1,
    notes: null,
  });

  it('inserts nothing, no event either, while the tutor is busy or does not teach the subject; inserts at the price of the moment otherwise', async () => {
    const customer = await app.createCustomer();
    const tutor = await app.createTutor({ price: 75_000, subjects: ['SMA - Fisika'] });
    const open = (subjects: string[]) =>
      openTransaction(db, config, { source: 'booking' }, tutor.id, order(customer.id), {
        guard: { subjects },
        event: { type: 'booking.created' },
      });
    const events = () => count('outbox', { type: 'booking.created' });
    const before = await events();

    expect(await open(['SMA - Kimia'])).toBeUndefined();
    await db('tutors').where({ id: tutor.id }).update({ is_available: false });
    expect(await open(['SMA - Fisika'])).toBeUndefined();
    expect(await count('transactions', { tutor_id: tutor.id })).toBe(0);
    expect(await events()).toBe(before);

    await db('tutors').where({ id: tutor.id }).update({ is_available: true, price_per_hour: 80_001 });
    const opened = await open(['SMA - Fisika']);
    // 2 hours of 80 001: the share rounds down, as computeTotals and the table's CHECK have it.
    expect(opened?.row).toMatchObject({
      tutor_id: tutor.id,
      price_per_hour: 80_001,
      total_price: 160_002,
      tutor_payment: 136_001,
      payment_status: 'UNPAID',
    });
    expect(opened?.tutor).toEqual({ name: tutor.name, image_url: null, university: expect.any(String) });
    expect(await events()).toBe(before + 1);
    const [event] = await db('outbox').where({ type: 'booking.created' }).orderBy('id', 'desc').limit(1).select('payload');
    expect(event.payload).toEqual({ transactionId: opened?.row.id });
  });
});

describe('a proof whose transaction changed while its file was read', () => {
  it('is refused with the message of the state found, and leaves no proof, audit entry or event', async () => {
    const customer = await app.createCustomer();
    const tutor = await app.createTutor({ price: 90_000 });
    const transaction = await app.book(customer, tutor);
    const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
    // Another upload lands between this one's checks and its write.
    const source = async () => {
      await db('transactions').where({ id: transaction.id }).update({ payment_status: 'PROOF_SUBMITTED' });
      return { bytes: await samplePng(5), truncated: false };
    };
    const upload = submitProof(
      { db, storage: deps.storage, logger: deps.logger, limiter },
      { id: customer.id, role: 'customer' },
      transaction.id,
      source,
    );
    await expect(upload).rejects.toMatchObject({ code: 'CONFLICT', message: 'Bukti pembayaran sedang diverifikasi.' });
    expect(await count('payment_proofs', { transaction_id: transaction.id })).toBe(0);
    expect(await count('audit_log', { entity_id: transaction.id, action: 'payment.submit_proof' })).toBe(0);
    const events = await db('outbox').where({ type: 'payment.proof_submitted' }).select('payload');
    expect(events.filter((event: { payload: { transactionId: string } }) => event.payload.transactionId === transaction.id)).toEqual([]);
  });
});
