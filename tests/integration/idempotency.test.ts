import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../../core/idempotency/idempotency-key.ts';
import { TRANSACTION_MESSAGES } from '../../core/transactions/messages.ts';
import { purgeIdempotencyKeys } from '../../services/idempotency/purge-idempotency-keys.ts';
import { uniqueEmail } from '../helpers/accounts.ts';
import { samplePng, startBookingsApp, uniquePhone, uniquePng, type Actor } from '../helpers/bookings.ts';

// Issue 8 item 2: a create re-sent after a lost response (or a second press) acts once when it
// carries the same Idempotency-Key; without the header the routes behave as they always did.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, pendingProofId } = app;
const admin = await createAdmin();

const keyed = (key: string) => ({ 'idempotency-key': key });
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
const bookingInput = (tutor: Actor, overrides: Record<string, unknown> = {}) => ({
  tutorId: tutor.id,
  customerName: 'Budi Santoso',
  phone: uniquePhone('0857'),
  subjects: ['SMA - Fisika'],
  durationHours: 2,
  studentCount: 1,
  ...overrides,
});
const postBooking = (customer: Actor, json: unknown, key?: string) =>
  call(customer, 'POST', '/api/bookings', { json, headers: key ? keyed(key) : {} });
const countOf = async (query: ReturnType<typeof db>) => Number((await query.count<{ count: number }[]>('* as count'))[0]?.count);
const bookingsOf = (customer: Actor) => countOf(db('transactions').where({ customer_id: customer.id }));

describe('Idempotency-Key on POST /api/bookings', () => {
  it('answers a replay with the stored 201 and creates one booking', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const key = randomUUID();
    const input = bookingInput(tutor);

    const first = await postBooking(customer, input, key);
    const replay = await postBooking(customer, input, key);

    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('cache-control')).toBe('no-store');
    expect(replay.body).toEqual(first.body);
    expect(await bookingsOf(customer)).toBe(1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const key = randomUUID();
    const input = bookingInput(tutor);
    expect((await postBooking(customer, input, key)).status).toBe(201);

    const other = await postBooking(customer, { ...input, durationHours: 3 }, key);

    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({
      code: 'UNPROCESSABLE',
      message: IDEMPOTENCY_MESSAGES.keyReused,
      details: { field: 'Idempotency-Key' },
    });
    expect(await bookingsOf(customer)).toBe(1);
  });

  it('lets exactly one of two simultaneous requests with one key create the booking', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const key = randomUUID();
    const input = bookingInput(tutor);

    const both = await Promise.all([postBooking(customer, input, key), postBooking(customer, input, key)]);

    const created = both.filter((res) => res.status === 201);
    const waiting = both.filter((res) => res.status === 409);
    expect(created.length + waiting.length).toBe(2);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const res of waiting) expect(res.body.error.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    if (created.length === 2) expect(created[1]?.body).toEqual(created[0]?.body);
    expect(await bookingsOf(customer)).toBe(1);
  });

  it('frees the key when the first attempt was refused, so the retry books', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor({ available: false })];
    const key = randomUUID();
    const input = bookingInput(tutor);

    const refused = await postBooking(customer, input, key);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TRANSACTION_MESSAGES.tutorUnavailable);
    const invalid = await postBooking(customer, { ...input, durationHours: 0 }, key);
    expect(invalid.status).toBe(400);

    await db('tutors').where({ id: tutor.id }).update({ is_available: true });
    const retried = await postBooking(customer, input, key);

    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await bookingsOf(customer)).toBe(1);
    expect(await countOf(db('idempotency_keys').where('scope', 'like', `${customer.id}:%`))).toBe(1);
  });

  it('books twice for two requests without the header, as before', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const input = bookingInput(tutor);
    expect((await postBooking(customer, input)).status).toBe(201);
    expect((await postBooking(customer, input)).status).toBe(201);
    expect(await bookingsOf(customer)).toBe(2);
  });

  it('keeps each user’s keys apart', async () => {
    const [ani, budi, tutor] = [await createCustomer('Ani'), await createCustomer('Budi'), await createTutor()];
    const key = randomUUID();
    const input = bookingInput(tutor);
    expect((await postBooking(ani, input, key)).status).toBe(201);
    const other = await postBooking(budi, input, key);
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect([await bookingsOf(ani), await bookingsOf(budi)]).toEqual([1, 1]);
  });

  it.each([['kurang'], ['kunci dengan spasi'], ['k'.repeat(129)], ['']])(
    'refuses the malformed key %j with 400 and books nothing',
    async (key) => {
      const [customer, tutor] = [await createCustomer(), await createTutor()];
      const res = await call(customer, 'POST', '/api/bookings', { json: bookingInput(tutor), headers: keyed(key) });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: IDEMPOTENCY_MESSAGES.invalidKey });
      expect(await bookingsOf(customer)).toBe(0);
    },
  );
});

describe('Idempotency-Key lifetime', () => {
  it('forgets a key after 24 hours: a claim takes an expired one over and the sweep purges it', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const [oldKey, freshKey] = [randomUUID(), randomUUID()];
    const input = bookingInput(tutor);
    expect((await postBooking(customer, input, oldKey)).status).toBe(201);
    expect((await postBooking(customer, { ...input, phone: uniquePhone('0857') }, freshKey)).status).toBe(201);
    const row = (key: string) => db('idempotency_keys').where({ scope: `${customer.id}:bookings.create`, key_hash: keyHash(key) });
    await row(oldKey).update({ created_at: db.raw("now() - interval '24 hours 1 minute'") });

    const afterADay = await postBooking(customer, input, oldKey);
    expect(afterADay.status).toBe(201);
    expect(afterADay.headers.get('idempotent-replayed')).toBeNull();
    expect(await bookingsOf(customer)).toBe(3);

    await row(oldKey).update({ created_at: db.raw("now() - interval '25 hours'") });
    const { deleted } = await purgeIdempotencyKeys(db);
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await row(oldKey)).toEqual([]);
    expect(await row(freshKey)).toHaveLength(1);
  });

  it('takes over a claim whose request died (pending over 5 minutes) but not a live one', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const [live, dead] = [randomUUID(), randomUUID()];
    const input = bookingInput(tutor);
    const pending = (key: string, age: string) =>
      db('idempotency_keys').insert({
        scope: `${customer.id}:bookings.create`,
        key_hash: keyHash(key),
        fingerprint: 'of the request that was running',
        created_at: db.raw(`now() - interval '${age}'`),
      });
    await pending(live, '1 minute');
    await pending(dead, '6 minutes');

    expect((await postBooking(customer, input, live)).status).toBe(422);
    expect((await postBooking(customer, input, dead)).status).toBe(201);
    expect(await bookingsOf(customer)).toBe(1);
  });
});

describe('Idempotency-Key on sign-up', () => {
  it('answers a sign-up retried after a lost response with the stored 201, not "Email sudah terdaftar"', async () => {
    const key = randomUUID();
    const input = { role: 'customer', email: uniqueEmail('ulang'), password: 'rahasia1', passwordConfirmation: 'rahasia1', name: 'Ani' };

    const first = await call(null, 'POST', '/api/auth/sign-up', { json: input, headers: keyed(key) });
    const replay = await call(null, 'POST', '/api/auth/sign-up', { json: input, headers: keyed(key) });
    const unkeyed = await call(null, 'POST', '/api/auth/sign-up', { json: input });

    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(unkeyed.status).toBe(409);
    expect(await countOf(db('users').where({ email: input.email }))).toBe(1);
    // What is kept to replay is what the first answer said: the account, never a secret.
    const [stored] = await db('idempotency_keys')
      .where({ scope: 'anonymous:auth.sign-up', status: 201 })
      .whereRaw("response->'user'->>'email' = ?", [input.email]);
    expect(JSON.stringify(stored)).not.toMatch(/rahasia1|password|token|scrypt/i);
    // The body held the password: its fingerprint is keyed, not a plain hash one could guess it from.
    const plainHash = createHash('sha256')
      .update(`POST\n/api/auth/sign-up\napplication/json\n${JSON.stringify(input)}`)
      .digest('hex');
    expect(stored.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.fingerprint).not.toBe(plainHash);
  });

  it('replays a tutor sign-up with a photo although the browser sends each copy with a new boundary', async () => {
    const key = randomUUID();
    const email = uniqueEmail('foto');
    const photo = await samplePng(7, 200);
    const payload = {
      role: 'tutor',
      email,
      password: 'rahasia1',
      passwordConfirmation: 'rahasia1',
      name: 'Dewi Lestari',
      university: 'Universitas Gadjah Mada',
      subjects: ['SMA - Fisika'],
      pricePerHour: '75000',
      phone: uniquePhone('0812'),
      bankAccount: 'BCA 1234567890',
    };
    const form = (withPayload = payload) => {
      const data = new FormData();
      data.set('payload', JSON.stringify(withPayload));
      data.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'dewi.png');
      return data;
    };

    const first = await call(null, 'POST', '/api/auth/sign-up', { form: form(), headers: keyed(key) });
    const replay = await call(null, 'POST', '/api/auth/sign-up', { form: form(), headers: keyed(key) });
    const changed = await call(null, 'POST', '/api/auth/sign-up', { form: form({ ...payload, name: 'Dewi L.' }), headers: keyed(key) });

    expect(first.status).toBe(201);
    expect(first.body.photo).toBe('saved');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(changed.status).toBe(422);
    expect(await countOf(db('users').where({ email }))).toBe(1);
  });
});

describe('Idempotency-Key on the other creates', () => {
  it('replays a proof upload, a review and a payout request instead of refusing them as repeats', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const booked = await postBooking(customer, bookingInput(tutor));
    const id = booked.body.transaction.id as string;

    const proofBytes = await uniquePng();
    const proofForm = () => {
      const data = new FormData();
      data.set('proof', new Blob([new Uint8Array(proofBytes)], { type: 'image/png' }), 'bukti.png');
      return data;
    };
    const proofKey = randomUUID();
    const proof = await call(customer, 'POST', `/api/transactions/${id}/proof`, { form: proofForm(), headers: keyed(proofKey) });
    const proofAgain = await call(customer, 'POST', `/api/transactions/${id}/proof`, { form: proofForm(), headers: keyed(proofKey) });
    expect(proof.status).toBe(201);
    expect([proofAgain.status, proofAgain.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(proofAgain.body).toEqual(proof.body);
    expect(await countOf(db('payment_proofs').where({ transaction_id: id }))).toBe(1);

    const approved = await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(id)}/approve`);
    expect(approved.status).toBe(200);
    expect((await call(customer, 'POST', `/api/transactions/${id}/complete`)).status).toBe(200);

    const reviewKey = randomUUID();
    const review = () =>
      call(customer, 'POST', `/api/transactions/${id}/review`, { json: { rating: 5, comment: 'Jelas sekali' }, headers: keyed(reviewKey) });
    const [reviewed, reviewedAgain] = [await review(), await review()];
    expect(reviewed.status).toBe(201);
    expect([reviewedAgain.status, reviewedAgain.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(reviewedAgain.body).toEqual(reviewed.body);

    const payoutKey = randomUUID();
    const payout = () => call(tutor, 'POST', `/api/tutor/transactions/${id}/payout`, { headers: keyed(payoutKey) });
    const [requested, requestedAgain] = [await payout(), await payout()];
    expect(requested.status).toBe(201);
    expect([requestedAgain.status, requestedAgain.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(requestedAgain.body).toEqual(requested.body);
    expect(await countOf(db('payouts').where({ transaction_id: id }))).toBe(1);
  });

  it('leaves a keyed upload over the body limit to the route, which refuses it with its own message', async () => {
    const [customer, tutor] = [await createCustomer(), await createTutor()];
    const booked = await postBooking(customer, bookingInput(tutor));
    const data = new FormData();
    data.set('proof', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'besar.png');

    const res = await call(customer, 'POST', `/api/transactions/${booked.body.transaction.id}/proof`, {
      form: data,
      headers: keyed(randomUUID()),
    });

    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(TRANSACTION_MESSAGES.fileTooLarge);
    expect(await db('idempotency_keys').where('scope', 'like', `${customer.id}:%`)).toEqual([]);
  });
});
