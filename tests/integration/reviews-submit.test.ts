import { describe, expect, it } from 'vitest';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book, pay, payAndComplete } = app;

const admin = await createAdmin();

async function finishedClass(tutor: Actor, name = 'Budi Santoso') {
  const customer = await createCustomer(name);
  const transaction = await book(customer, tutor);
  await payAndComplete(customer, admin, transaction.id);
  return { customer, id: transaction.id };
}

const review = (who: Actor | null, id: string, json: unknown) => call(who, 'POST', `/api/transactions/${id}/review`, { json });

describe('POST /api/transactions/:id/review', () => {
  it('takes one review per finished class and moves the tutor rating incrementally', async () => {
    const tutor = await createTutor({ name: 'Rating Tutor' });
    // Seeded tutors carry aggregates without review rows.
    await db('tutors').where({ id: tutor.id }).update({ rating: 4.5, review_count: 10 });
    const { customer, id } = await finishedClass(tutor);

    const res = await review(customer, id, { rating: 5, comment: '  Sangat jelas menjelaskan!  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Terima kasih atas ulasan Anda!',
      review: { rating: 5, comment: 'Sangat jelas menjelaskan!', createdAt: expect.any(String) },
    });
    expect(await db('tutors').where({ id: tutor.id }).first('rating', 'review_count')).toEqual({ rating: 4.55, review_count: 11 });
    expect((await call(customer, 'GET', `/api/transactions/${id}`)).body.transaction).toMatchObject({
      review: { rating: 5, comment: 'Sangat jelas menjelaskan!' },
      actions: { canReview: false },
    });

    const twice = await review(customer, id, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Ulasan sudah dikirim.');
    expect(await db('tutors').where({ id: tutor.id }).first('rating', 'review_count')).toEqual({ rating: 4.55, review_count: 11 });
  });

  it("starts a new tutor's rating at the first review", async () => {
    const tutor = await createTutor();
    const { customer, id } = await finishedClass(tutor);
    await review(customer, id, { rating: 4 });
    expect(await db('tutors').where({ id: tutor.id }).first('rating', 'review_count')).toEqual({ rating: 4, review_count: 1 });
  });

  it('counts every review when several arrive at once', async () => {
    const tutor = await createTutor();
    const classes = [];
    for (let i = 0; i < 4; i += 1) classes.push(await finishedClass(tutor, `Siswa ${i}`));
    const results = await Promise.all(classes.map(({ customer, id }, i) => review(customer, id, { rating: i + 2 })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await db('tutors').where({ id: tutor.id }).first('rating', 'review_count')).toEqual({ rating: 3.5, review_count: 4 });
  });

  it('refuses a review before the class is done', async () => {
    const tutor = await createTutor();
    const customer = await createCustomer();
    const transaction = await book(customer, tutor);
    expect((await review(customer, transaction.id, { rating: 5 })).body.error).toEqual({
      code: 'CONFLICT',
      message: 'Ulasan hanya dapat dikirim setelah kelas selesai.',
    });
    await pay(customer, admin, transaction.id);
    expect((await review(customer, transaction.id, { rating: 5 })).status).toBe(409);
    expect(await db('reviews').where({ transaction_id: transaction.id }).first()).toBeUndefined();
  });

  it("refuses strangers, the tutor and admins ('Akses Ditolak'), and no session", async () => {
    const tutor = await createTutor();
    const { id } = await finishedClass(tutor);
    for (const outsider of [await createCustomer('Orang Asing'), tutor, admin]) {
      const res = await review(outsider, id, { rating: 1, comment: 'palsu' });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Akses Ditolak');
    }
    expect((await review(null, id, { rating: 1 })).status).toBe(401);
    expect(await db('reviews').where({ transaction_id: id }).first()).toBeUndefined();
  });

  it.each([
    [{ rating: 0 }, 'Rating harus antara 1 sampai 5.'],
    [{ rating: 6 }, 'Rating harus antara 1 sampai 5.'],
    [{ rating: 4.5 }, 'Rating harus antara 1 sampai 5.'],
    [{}, 'Rating harus antara 1 sampai 5.'],
    [{ rating: 5, comment: 'x'.repeat(1001) }, 'Komentar maksimal 1000 karakter.'],
  ])('validates %j', async (body, message) => {
    const tutor = await createTutor();
    const { customer, id } = await finishedClass(tutor);
    const res = await review(customer, id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('GET /api/tutors/:id/reviews', () => {
  it('shows the recent reviews publicly, newest first, with the first name only', async () => {
    const tutor = await createTutor({ name: 'Ulasan Publik' });
    const a = await finishedClass(tutor, 'Budi Santoso Wijaya');
    const b = await finishedClass(tutor, 'Rina Lestari');
    await review(a.customer, a.id, { rating: 5, comment: 'Mantap' });
    await review(b.customer, b.id, { rating: 3 });
    const res = await call(null, 'GET', `/api/tutors/${tutor.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.reviews).toEqual([
      { rating: 3, comment: null, customerFirstName: 'Rina', createdAt: expect.any(String) },
      { rating: 5, comment: 'Mantap', customerFirstName: 'Budi', createdAt: expect.any(String) },
    ]);
    expect(res.text).not.toContain('Santoso');
    expect(res.text).not.toContain(a.customer.email);
  });

  it("answers 404 for an unknown or malformed tutor id, with the profile page's message", async () => {
    for (const id of ['7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'abc']) {
      const res = await call(null, 'GET', `/api/tutors/${id}/reviews`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Tutor tidak ditemukan');
    }
  });

  it('answers 404 like the profile page for a tutor who is not listed (unconfirmed or disabled)', async () => {
    const disabled = await createTutor({ name: 'Ulasan Nonaktif' });
    const reviewed = await finishedClass(disabled);
    await review(reviewed.customer, reviewed.id, { rating: 4, comment: 'Baik' });
    expect((await call(null, 'GET', `/api/tutors/${disabled.id}/reviews`)).status).toBe(200);
    await db('users').where({ id: disabled.id }).update({ disabled_at: db.fn.now() });

    const unconfirmed = await createTutor({ name: 'Ulasan Belum' });
    await db('users').where({ id: unconfirmed.id }).update({ email_confirmed_at: null });

    for (const tutor of [disabled, unconfirmed]) {
      const profile = await call(null, 'GET', `/api/tutors/${tutor.id}`);
      const reviews = await call(null, 'GET', `/api/tutors/${tutor.id}/reviews`);
      expect(profile.status).toBe(404);
      expect(reviews.status).toBe(404);
      expect(reviews.body).toEqual(profile.body);
    }
  });

  it('is revalidated on every use, so a reviewer sees their review at once', async () => {
    const tutor = await createTutor({ name: 'Ulasan Segar' });
    const res = await call(null, 'GET', `/api/tutors/${tutor.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
