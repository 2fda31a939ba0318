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

  it('inserts nothing, no event either, when the price moved or the tutor became busy; inserts at the price read otherwise', async () => {
    const customer = await app.createCustomer();
    const tutor = await app.createTutor({ price: 75_000, subjects: ['SMA - Fisika'] });
    const open = (price: number) =>
      openTransaction(db, config, { source: 'booking' }, { id: tutor.id, price_per_hour: price }, order(customer.id), {
        guard: { subjects: ['SMA - Fisika'] },
        event: { type: 'booking.created' },
      });
    const events = () => count('outbox', { type: 'booking.created' });
    const before = await events();

    expect(await open(70_000)).toBeUndefined();
    await db('tutors').where({ id: tutor.id }).update({ is_available: false });
    expect(await open(75_000)).toBeUndefined();
    expect(await count('transactions', { tutor_id: tutor.id })).toBe(0);
    expect(await events()).toBe(before);

    await db('tutors').where({ id: tutor.id }).update({ is_available: true });
    const row = await open(75_000);
    expect(row).toMatchObject({ tutor_id: tutor.id, price_per_hour: 75_000, total_price: 150_000, payment_status: 'UNPAID' });
    expect(await events()).toBe(before + 1);
    const [event] = await db('outbox').where({ type: 'booking.created' }).orderBy('id', 'desc').limit(1).select('payload');
    expect(event.payload).toEqual({ transactionId: row?.id });
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
