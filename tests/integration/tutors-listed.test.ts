import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../infra/password.ts';
import { issueEmailToken, mailedEmailToken } from '../../services/accounts/email-tokens.ts';
import { mailedSecretKey } from '../../services/accounts/mailed-secrets.ts';
import { startBookingsApp, uniquePhone } from '../helpers/bookings.ts';

// Only tutors whose account is confirmed and not disabled are public: the gallery, its price
// range, the profile page and booking all leave the others out.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor } = app;
const customer = await createCustomer();

/** A tutor who signed up but has not clicked the confirmation link yet. */
async function unconfirmedTutor(price: number): Promise<{ id: string }> {
  const [user] = await db('users')
    .insert({
      email: `belum.${randomBytes(4).toString('hex')}@example.com`,
      password_hash: await hashPassword('rahasia123'),
      role: 'tutor',
      name: 'Rina Belum',
    })
    .returning<{ id: string }[]>('id');
  if (!user) throw new Error('user insert returned no id');
  await db('tutors').insert({
    id: user.id,
    name: 'Rina Belum',
    university: 'Universitas Indonesia',
    subjects: ['SMA - Fisika'],
    price_per_hour: price,
    phone_number: uniquePhone(),
    bank_account: 'BCA 1234567890',
    is_available: true,
  });
  return user;
}

async function galleryIds(query = ''): Promise<string[]> {
  const res = await call(null, 'GET', `/api/tutors?limit=50&${query}`);
  expect(res.status).toBe(200);
  return (res.body.tutors as { id: string }[]).map((tutor) => tutor.id);
}

const priceRangeMax = async (): Promise<number> => (await call(null, 'GET', '/api/tutors/price-range')).body.max as number;

const bookingStatus = async (tutorId: string): Promise<number> =>
  (
    await call(customer, 'POST', '/api/bookings', {
      json: {
        tutorId,
        customerName: customer.name,
        phone: uniquePhone('0857'),
        subjects: ['SMA - Fisika'],
        durationHours: 1,
        studentCount: 1,
      },
    })
  ).status;

async function expectHidden(id: string, price: number): Promise<void> {
  expect(await galleryIds(`minPrice=${price}`)).not.toContain(id);
  expect((await call(null, 'GET', `/api/tutors?minPrice=${price}&maxPrice=${price}`)).body.total).toBe(0);
  expect(await priceRangeMax()).toBeLessThan(price);
  const profile = await call(null, 'GET', `/api/tutors/${id}`);
  expect(profile.status).toBe(404);
  expect(profile.body.error.message).toBe('Tutor tidak ditemukan');
  expect(await bookingStatus(id)).toBe(409);
}

const pending = await unconfirmedTutor(9_900_000);

describe('gallery visibility', () => {
  it('hides a tutor whose email is not confirmed from the gallery, the price range, the profile and booking', async () => {
    await expectHidden(pending.id, 9_900_000);
  });

  it('hides a tutor whose account is disabled, and shows them while it is not', async () => {
    const tutor = await createTutor({ name: 'Dodi Nonaktif', price: 9_800_000 });
    expect(await galleryIds('minPrice=9800000')).toContain(tutor.id);
    expect(await priceRangeMax()).toBe(9_800_000);
    await db('users').where({ id: tutor.id }).update({ disabled_at: db.fn.now() });
    // Public reads come from the api's memory, emptied when Postgres's notification of the change
    // arrives, and at most 5 s old (docs/decisions/024): read at once, the gallery could be from
    // before it. CI caught that once under load.
    await expect.poll(() => galleryIds('minPrice=9800000'), { timeout: 6_000 }).not.toContain(tutor.id);
    await expectHidden(tutor.id, 9_800_000);
  });

  it('shows a tutor once their email is confirmed', async () => {
    const key = mailedSecretKey(app.deps.config.JWT_SECRET);
    const tokenId = await db.transaction((trx) => issueEmailToken(trx, key, pending.id, 'confirm_email', 3600));
    const token = await mailedEmailToken(db, key, pending.id, tokenId);
    expect((await call(null, 'POST', '/api/auth/confirm-email', { json: { token } })).status).toBe(200);
    await expect.poll(() => galleryIds('minPrice=9900000'), { timeout: 6_000 }).toEqual([pending.id]);
    expect(await priceRangeMax()).toBe(9_900_000);
    expect((await call(null, 'GET', `/api/tutors/${pending.id}`)).status).toBe(200);
    expect(await bookingStatus(pending.id)).toBe(201);
  });
});
