import { describe, expect, it } from 'vitest';
import { publicConfigOf } from '../../api/routes/config.routes.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../../dev/production-settings.ts';
import { startBookingsApp } from '../helpers/bookings.ts';

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin } = app;

const customer = await createCustomer('Budi Santoso');
const tutor = await createTutor({ name: 'Siti Rahma', price: 75_000, subjects: ['SMA - Fisika', 'SMA - Kimia'] });

const form = (overrides: Record<string, unknown> = {}) => ({
  tutorId: tutor.id,
  customerName: 'Budi Santoso',
  phone: '0857-1111-2222',
  subjects: ['SMA - Fisika'],
  durationHours: 2,
  studentCount: 3,
  notes: 'Bab listrik dinamis',
  ...overrides,
});

const bookAs = (json: unknown, actor = customer) => call(actor, 'POST', '/api/bookings', { json });

describe('POST /api/bookings', () => {
  it('snapshots the tutor price, computes the totals and starts UNPAID / IN_PROGRESS', async () => {
    const res = await bookAs(form());
    expect(res.status).toBe(201);
    const { transaction } = res.body;
    expect(transaction).toMatchObject({
      source: 'booking',
      tutorId: tutor.id,
      tutorName: 'Siti Rahma',
      customerName: 'Budi Santoso',
      subjects: ['SMA - Fisika'],
      durationHours: 2,
      studentCount: 3,
      notes: 'Bab listrik dinamis',
      pricePerHour: 75_000,
      totalPrice: 450_000,
      tutorPayment: 382_500,
      platformFee: 67_500,
      paymentStatus: 'UNPAID',
      classStatus: 'IN_PROGRESS',
      tutorPhone: null,
      proofs: [],
      review: null,
      actions: { canCancel: true, canRefund: false, canMarkDone: false, canReview: false, canUploadProof: true },
    });
    const row = await db('transactions').where({ id: transaction.id }).first();
    expect(row).toMatchObject({ customer_id: customer.id, customer_phone: '085711112222', total_price: 450_000, tutor_payment: 382_500 });
  });

  it('ignores any price, total, status or owner the body carries', async () => {
    const other = await createCustomer('Orang Lain');
    const res = await bookAs(
      form({
        pricePerHour: 1,
        totalPrice: 1,
        total_price: 1,
        tutorPayment: 1,
        paymentStatus: 'PAID',
        payment_status: 'PAID',
        classStatus: 'DONE',
        customerId: other.id,
        userId: other.id,
        source: 'request',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.transaction).toMatchObject({
      pricePerHour: 75_000,
      totalPrice: 450_000,
      paymentStatus: 'UNPAID',
      classStatus: 'IN_PROGRESS',
      source: 'booking',
    });
    expect((await db('transactions').where({ id: res.body.transaction.id }).first()).customer_id).toBe(customer.id);
  });

  it('rounds the tutor share down in integer rupiah (33 333 × 1 × 1 → 28 333)', async () => {
    const odd = await createTutor({ price: 33_333 });
    const res = await bookAs(form({ tutorId: odd.id, durationHours: 1, studentCount: 1 }));
    expect(res.body.transaction).toMatchObject({ totalPrice: 33_333, tutorPayment: 28_333, platformFee: 5_000 });
  });

  it("keeps the snapshot when the tutor's price changes later", async () => {
    const changing = await createTutor({ price: 50_000 });
    const { transaction } = (await bookAs(form({ tutorId: changing.id, durationHours: 1, studentCount: 1 }))).body;
    await db('tutors').where({ id: changing.id }).update({ price_per_hour: 90_000 });
    const res = await call(customer, 'GET', `/api/transactions/${transaction.id}`);
    expect(res.body.transaction).toMatchObject({ pricePerHour: 50_000, totalPrice: 50_000 });
    const next = await bookAs(form({ tutorId: changing.id, durationHours: 1, studentCount: 1 }));
    expect(next.body.transaction).toMatchObject({ pricePerHour: 90_000, totalPrice: 90_000 });
  });

  it('writes a booking.created outbox event carrying ids only, in the same transaction', async () => {
    const res = await bookAs(form({ phone: '085799998888' }));
    const events = await db('outbox').where({ type: 'booking.created' }).select('payload');
    expect(events.map((event) => event.payload)).toContainEqual({ transactionId: res.body.transaction.id });
    expect(JSON.stringify(events)).not.toContain('085799998888');
  });

  it('refuses a busy tutor with 409 and the title and message of product.md#booking-create', async () => {
    const busy = await createTutor({ available: false });
    const res = await bookAs(form({ tutorId: busy.id }));
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'CONFLICT',
      message: 'Kamu tidak bisa memesan tutor dikarenakan tutor sedang tidak aktif.',
      details: { title: 'Tutor Tidak Tersedia' },
    });
  });

  it('refuses a tutor whose account is disabled or who has no price yet', async () => {
    const disabled = await createTutor();
    await db('users').where({ id: disabled.id }).update({ disabled_at: db.fn.now() });
    expect((await bookAs(form({ tutorId: disabled.id }))).status).toBe(409);
    const unpriced = await createTutor({ price: 0 });
    expect((await bookAs(form({ tutorId: unpriced.id }))).status).toBe(409);
  });

  it('answers 404 with the message of product.md#booking-create for an unknown tutor', async () => {
    const res = await bookAs(form({ tutorId: '7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10' }));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Tidak dapat menemukan tutor yang Anda cari.');
    expect((await bookAs(form({ tutorId: 'bukan-uuid' }))).body.error.message).toBe('Tidak dapat menemukan tutor yang Anda cari.');
    expect((await bookAs(form({ tutorId: customer.id }))).status).toBe(404);
  });

  it('accepts only subjects the tutor teaches', async () => {
    const res = await bookAs(form({ subjects: ['SMA - Fisika', 'SMP - IPA'] }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION',
      message: 'Mata pelajaran yang dipilih tidak diajarkan oleh tutor ini.',
      details: { field: 'subjects' },
    });
  });

  it.each([
    [{ customerName: 'B' }, 'Nama harus lebih dari 2 karakter.'],
    [{ phone: '0812345' }, 'Nomor telepon harus lebih dari 10 angka.'],
    [{ subjects: [] }, 'Pilih minimal 1 mata pelajaran.'],
    [{ durationHours: 0 }, 'Durasi harus lebih dari 0.'],
    [{ durationHours: 6 }, 'Durasi maksimal 5 jam.'],
    [{ studentCount: 0 }, 'Minimal 1 orang.'],
    [{ studentCount: 6 }, 'Maksimal 5 orang.'],
  ])('validates %j with the message of product.md#booking-form', async (overrides, message) => {
    const res = await bookAs(form(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('is for customers only: tutors and admins 403, no session 401', async () => {
    expect((await bookAs(form(), tutor)).status).toBe(403);
    expect((await bookAs(form(), await createAdmin())).status).toBe(403);
    expect((await call(null, 'POST', '/api/bookings', { json: form() })).status).toBe(401);
  });
});

describe('GET /api/config/public', () => {
  it('gives the payment methods, links and the rules the FAQ states from the config, nothing else', async () => {
    const res = await call(null, 'GET', '/api/config/public');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      gopayNumber: '081234567890',
      qrisImageUrl: '/payment/qris.svg',
      socialUrl: 'https://instagram.com/ajarin.id',
      microblogUrl: 'https://x.com/ajarin_id',
      chatContactUrl: 'https://wa.me/6281234567890',
      tutorChatGroupUrl: 'https://chat.whatsapp.com/ajarin-tutor',
      tutorVerificationFormUrl: 'https://forms.gle/ajarin-verifikasi-tutor',
      payoutAdminFee: 2_500,
      requestMaxTutors: 10,
      requestLifetimeHours: 168,
      // No Google client in this app's settings: the button is hidden.
      googleSignIn: false,
      // Development's made-up details, every one: the pages mark them as examples.
      examples: [
        'gopayNumber',
        'qrisImageUrl',
        'socialUrl',
        'microblogUrl',
        'chatContactUrl',
        'tutorChatGroupUrl',
        'tutorVerificationFormUrl',
      ],
    });
    expect(res.text).not.toContain(app.deps.config.JWT_SECRET);
  });

  it('marks as examples only the details still at their made-up values', () => {
    const config = { ...app.deps.config, GOPAY_NUMBER: '081299990000', SOCIAL_URL: 'https://instagram.com/ajarin.test' };
    expect(publicConfigOf(config).examples).toEqual([
      'qrisImageUrl',
      'microblogUrl',
      'chatContactUrl',
      'tutorChatGroupUrl',
      'tutorVerificationFormUrl',
    ]);
    expect(publicConfigOf({ ...config, ...STAND_IN_PRODUCTION_SETTINGS }).examples).toEqual([]);
  });
});
