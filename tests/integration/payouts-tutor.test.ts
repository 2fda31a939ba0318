import { describe, expect, it } from 'vitest';
import { jakartaMonthStart } from '../../core/transactions/money.ts';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book, pay, payAndComplete, uploadProof } = app;

const admin = await createAdmin();
const secondAdmin = await createAdmin();

/** A booking of `tutor` by a fresh customer, brought to the wanted state. */
async function transactionOf(tutor: Actor, state: 'unpaid' | 'submitted' | 'paid' | 'done', booking: Record<string, unknown> = {}) {
  const customer = await createCustomer('Budi Santoso');
  const transaction = await book(customer, tutor, booking);
  if (state === 'submitted') await uploadProof(customer, transaction.id);
  if (state === 'paid') await pay(customer, admin, transaction.id);
  if (state === 'done') await payAndComplete(customer, admin, transaction.id);
  return { customer, id: transaction.id };
}

const requestPayout = (tutor: Actor, id: string) => call(tutor, 'POST', `/api/tutor/transactions/${id}/payout`);
const latestPayoutId = async (transactionId: string) =>
  (await db('payouts').where({ transaction_id: transactionId }).orderBy('created_at', 'desc').first('id')).id as string;

describe('GET /api/tutor/transactions', () => {
  it('lists the own transactions with tab counts, newest first, paged by cursor', async () => {
    const tutor = await createTutor({ name: 'Daftar Tutor', price: 50_000 });
    const someoneElse = await createTutor();
    const ids: string[] = [];
    for (let i = 0; i < 21; i += 1) ids.push((await transactionOf(tutor, 'unpaid')).id);
    await transactionOf(someoneElse, 'unpaid');
    const [request] = await db('learning_requests')
      .insert({
        customer_id: (await createCustomer()).id,
        customer_name: 'Rina',
        phone: '081366667777',
        subjects: ['SMA - Fisika'],
        student_count: 1,
        duration_hours: 2,
        status: 'CHOSEN',
        chosen_tutor_id: tutor.id,
      })
      .returning(['id', 'customer_id']);
    const [fromRequest] = await db('transactions')
      .insert({
        source: 'request',
        request_id: request.id,
        customer_id: request.customer_id,
        tutor_id: tutor.id,
        customer_name: 'Rina',
        customer_phone: '081366667777',
        subjects: ['SMA - Fisika'],
        duration_hours: 2,
        student_count: 1,
        price_per_hour: 50_000,
        total_price: 100_000,
        tutor_payment: 85_000,
      })
      .returning('id');
    ids.push(fromRequest.id);

    const first = await call(tutor, 'GET', '/api/tutor/transactions');
    expect(first.status).toBe(200);
    expect(first.body.counts).toEqual({ all: 22, booking: 21, request: 1 });
    expect(first.body.total).toBe(22);
    expect(first.body.transactions).toHaveLength(20);
    expect(first.body.transactions[0]).toEqual({
      id: fromRequest.id,
      source: 'request',
      customerName: 'Rina',
      subjects: ['SMA - Fisika'],
      durationHours: 2,
      studentCount: 1,
      totalPrice: 100_000,
      tutorPayment: 85_000,
      paymentStatus: 'UNPAID',
      classStatus: 'IN_PROGRESS',
      payoutStatus: null,
      createdAt: expect.any(String),
      canRequestPayout: false,
    });
    const second = await call(tutor, 'GET', `/api/tutor/transactions?cursor=${first.body.nextCursor}`);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.transactions, ...second.body.transactions].map((t: { id: string }) => t.id)).toEqual([...ids].reverse());

    const requests = await call(tutor, 'GET', '/api/tutor/transactions?source=request');
    expect(requests.body).toMatchObject({ total: 1, counts: { all: 22, booking: 21, request: 1 } });
    expect(requests.body.transactions.map((t: { id: string }) => t.id)).toEqual([fromRequest.id]);
    expect((await call(tutor, 'GET', '/api/tutor/transactions?source=booking')).body.total).toBe(21);
    expect((await call(tutor, 'GET', '/api/tutor/transactions?source=semua')).status).toBe(400);
    // Nothing in a tutor's list shows a customer's phone before PAID.
    expect(first.text).not.toContain('081366667777');
  });

  it('computes the four summary cards by their definitions', async () => {
    const tutor = await createTutor({ name: 'Ringkasan', price: 100_000, bankAccount: 'BNI 777' });
    await transactionOf(tutor, 'unpaid');
    await transactionOf(tutor, 'submitted');
    await transactionOf(tutor, 'paid', { durationHours: 1 }); // upcoming 85 000
    await transactionOf(tutor, 'paid', { durationHours: 2 }); // upcoming 170 000
    await transactionOf(tutor, 'done', { durationHours: 1 }); // ready 85 000
    const requested = await transactionOf(tutor, 'done', { durationHours: 3 }); // 255 000 → requested
    const approved = await transactionOf(tutor, 'done', { durationHours: 4 }); // 340 000 → approved
    const paidOut = await transactionOf(tutor, 'done', { durationHours: 5 }); // 425 000 → done this month
    const paidLastMonth = await transactionOf(tutor, 'done', { durationHours: 2 }); // 170 000 → done last month
    const rejected = await transactionOf(tutor, 'done', { durationHours: 1 }); // 85 000 → rejected: ready again

    for (const { id } of [requested, approved, paidOut, paidLastMonth, rejected]) expect((await requestPayout(tutor, id)).status).toBe(201);
    for (const { id } of [approved, paidOut, paidLastMonth])
      await call(admin, 'POST', `/api/admin/payouts/${await latestPayoutId(id)}/approve`);
    for (const { id } of [paidOut, paidLastMonth]) await call(admin, 'POST', `/api/admin/payouts/${await latestPayoutId(id)}/mark-paid`);
    await call(admin, 'POST', `/api/admin/payouts/${await latestPayoutId(rejected.id)}/reject`, { json: { reason: 'Rekening salah' } });
    const lastMonth = new Date(jakartaMonthStart(new Date()).getTime() - 60_000);
    await db('payouts')
      .where({ id: await latestPayoutId(paidLastMonth.id) })
      .update({ paid_at: lastMonth });

    const { summary } = (await call(tutor, 'GET', '/api/tutor/transactions')).body;
    expect(summary).toEqual({
      upcoming: { amount: 85_000 + 170_000, count: 2 },
      readyToWithdraw: { amount: 85_000 + 85_000, count: 2 },
      inWithdrawal: { amount: 255_000 - 2_500 + (340_000 - 2_500), count: 2 },
      earnedThisMonth: { amount: 425_000 - 2_500, count: 1 },
    });
  });
});

describe('GET /api/tutor/transactions/:id', () => {
  it("shows the tutor's own transaction with the money split; others get 403 'Akses Ditolak'", async () => {
    const tutor = await createTutor({ name: 'Detail Tutor', price: 33_333 });
    const other = await createTutor();
    const { id } = await transactionOf(tutor, 'unpaid', { durationHours: 1, studentCount: 1, notes: 'Persiapan UTBK' });
    const res = await call(tutor, 'GET', `/api/tutor/transactions/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      id,
      source: 'booking',
      customerName: 'Budi Santoso',
      subjects: ['SMA - Fisika'],
      durationHours: 1,
      studentCount: 1,
      notes: 'Persiapan UTBK',
      pricePerHour: 33_333,
      totalPrice: 33_333,
      platformFee: 5_000,
      tutorPayment: 28_333,
      paymentStatus: 'UNPAID',
      classStatus: 'IN_PROGRESS',
      payoutStatus: null,
      payout: null,
      customerPhone: null,
      canRequestPayout: false,
    });
    const denied = await call(other, 'GET', `/api/tutor/transactions/${id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toEqual({ code: 'FORBIDDEN', message: 'Akses Ditolak' });
    expect((await call(tutor, 'GET', '/api/tutor/transactions/7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10')).body.error.message).toBe(
      'Transaksi Tidak Ditemukan',
    );
    expect((await call(await createCustomer(), 'GET', `/api/tutor/transactions/${id}`)).status).toBe(403);
  });

  it("reveals the customer's phone to the tutor only while the payment is PAID", async () => {
    const tutor = await createTutor();
    const customer = await createCustomer('Budi Santoso');
    const transaction = await book(customer, tutor, { phone: '0857 4444 5555' });
    const seen = async () => (await call(tutor, 'GET', `/api/tutor/transactions/${transaction.id}`)).body.transaction.customerPhone;
    expect(await seen()).toBeNull();
    await uploadProof(customer, transaction.id);
    expect(await seen()).toBeNull();
    await call(admin, 'POST', `/api/admin/proofs/${await app.pendingProofId(transaction.id)}/approve`);
    expect(await seen()).toBe('085744445555');
    await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`);
    expect(await seen()).toBeNull();
  });
});

describe('payouts', () => {
  it('previews the amount, the admin fee and the net for the account on the profile', async () => {
    const bni = await createTutor({ price: 100_000, bankAccount: 'BNI 0987654321' });
    const gopay = await createTutor({ price: 100_000, bankAccount: 'gopay 081299990000' });
    const a = await transactionOf(bni, 'done', { durationHours: 1 });
    const b = await transactionOf(gopay, 'done', { durationHours: 1 });
    expect((await call(bni, 'GET', `/api/tutor/transactions/${a.id}/payout-preview`)).body).toEqual({
      amount: 85_000,
      adminFee: 2_500,
      net: 82_500,
      bankAccount: 'BNI 0987654321',
    });
    expect((await call(gopay, 'GET', `/api/tutor/transactions/${b.id}/payout-preview`)).body).toEqual({
      amount: 85_000,
      adminFee: 0,
      net: 85_000,
      bankAccount: 'gopay 081299990000',
    });
    expect((await call(gopay, 'GET', `/api/tutor/transactions/${a.id}/payout-preview`)).status).toBe(403);
  });

  it('requests a payout with a snapshot of the account; a second request is refused', async () => {
    const tutor = await createTutor({ price: 100_000, bankAccount: 'Mandiri 1122334455' });
    const { id } = await transactionOf(tutor, 'done', { durationHours: 2 });
    const res = await requestPayout(tutor, id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Permintaan pencairan berhasil diajukan.');
    expect(res.body.transaction).toMatchObject({
      payoutStatus: 'REQUESTED',
      canRequestPayout: false,
      payout: {
        status: 'REQUESTED',
        amount: 170_000,
        adminFee: 2_500,
        net: 167_500,
        bankAccount: 'Mandiri 1122334455',
        reason: null,
        decidedAt: null,
        paidAt: null,
      },
    });
    await db('tutors').where({ id: tutor.id }).update({ bank_account: 'BCA 999' });
    expect((await db('payouts').where({ transaction_id: id }).first()).bank_account).toBe('Mandiri 1122334455');
    expect(await app.outboxEvents('payout.requested')).toContainEqual(
      expect.objectContaining({ payload: { payoutId: res.body.transaction.payout.id, transactionId: id } }),
    );

    const twice = await requestPayout(tutor, id);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Pencairan sudah diajukan.');
  });

  it('lets only one of two simultaneous requests through', async () => {
    const tutor = await createTutor();
    const { id } = await transactionOf(tutor, 'done');
    const results = await Promise.all([requestPayout(tutor, id), requestPayout(tutor, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db('payouts').where({ transaction_id: id }).count<{ count: number }[]>({ count: '*' })).toEqual([{ count: 1 }]);
  });

  it('refuses a payout before the payment is verified and the class is done', async () => {
    const tutor = await createTutor();
    for (const state of ['unpaid', 'submitted', 'paid'] as const) {
      const { id } = await transactionOf(tutor, state);
      const res = await requestPayout(tutor, id);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Pencairan hanya dapat diajukan setelah pembayaran terverifikasi dan kelas selesai.');
    }
    expect(await db('payouts').where({ tutor_id: tutor.id }).first()).toBeUndefined();
  });

  it("refuses without an account on the profile: 'Nomor rekening harus diisi'", async () => {
    const tutor = await createTutor({ bankAccount: null });
    const { id } = await transactionOf(tutor, 'done');
    expect((await call(tutor, 'GET', `/api/tutor/transactions/${id}/payout-preview`)).body).toMatchObject({ bankAccount: null });
    const res = await requestPayout(tutor, id);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION', message: 'Nomor rekening harus diisi', details: { field: 'bankAccount' } });
  });

  it("is the owning tutor's only", async () => {
    const tutor = await createTutor();
    const { id, customer } = await transactionOf(tutor, 'done');
    for (const outsider of [await createTutor(), customer, admin]) {
      const res = await requestPayout(outsider, id);
      expect(res.status).toBe(403);
    }
    expect(await db('payouts').where({ transaction_id: id }).first()).toBeUndefined();
  });

  it('goes REQUESTED → APPROVED → DONE by admins, with audit entries and payout.decided events', async () => {
    const tutor = await createTutor({ bankAccount: 'BCA 5566' });
    const { id } = await transactionOf(tutor, 'done');
    await requestPayout(tutor, id);
    const payoutId = await latestPayoutId(id);

    const queue = (await call(admin, 'GET', '/api/admin/payouts')).body.payouts;
    expect(queue).toContainEqual(
      expect.objectContaining({
        id: payoutId,
        transactionId: id,
        tutorId: tutor.id,
        tutorName: tutor.name,
        status: 'REQUESTED',
        amount: 170_000,
        adminFee: 0,
        net: 170_000,
        bankAccount: 'BCA 5566',
      }),
    );

    const early = await call(admin, 'POST', `/api/admin/payouts/${payoutId}/mark-paid`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Pencairan harus disetujui terlebih dahulu.');

    const approvals = await Promise.all([admin, secondAdmin].map((who) => call(who, 'POST', `/api/admin/payouts/${payoutId}/approve`)));
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(approvals.find((r) => r.status === 409)?.body.error.message).toBe('Sudah diproses oleh admin lain.');
    expect((await call(tutor, 'GET', `/api/tutor/transactions/${id}`)).body.transaction.payoutStatus).toBe('APPROVED');

    const paid = await call(admin, 'POST', `/api/admin/payouts/${payoutId}/mark-paid`);
    expect(paid.body).toEqual({ payoutId, transactionId: id, status: 'DONE' });
    expect((await call(tutor, 'GET', `/api/tutor/transactions/${id}`)).body.transaction).toMatchObject({
      payoutStatus: 'DONE',
      payout: { status: 'DONE', paidAt: expect.any(String) },
      canRequestPayout: false,
    });
    expect((await requestPayout(tutor, id)).body.error.message).toBe('Pencairan sudah selesai.');

    expect(await db('audit_log').where({ entity_id: payoutId }).orderBy('id').select('actor_id', 'action', 'before', 'after')).toEqual([
      {
        actor_id: tutor.id,
        action: 'payout.request',
        before: null,
        after: { status: 'REQUESTED', amount: 170_000, adminFee: 0, net: 170_000 },
      },
      { actor_id: expect.any(String), action: 'payout.approve', before: { status: 'REQUESTED' }, after: { status: 'APPROVED' } },
      { actor_id: admin.id, action: 'payout.mark_paid', before: { status: 'APPROVED' }, after: { status: 'DONE' } },
    ]);
    const decided = (await app.outboxEvents('payout.decided')).filter((e) => e.payload.payoutId === payoutId).map((e) => e.payload.status);
    expect(decided).toEqual(['APPROVED', 'DONE']);
    expect((await call(admin, 'GET', '/api/admin/payouts')).body.payouts.map((p: { id: string }) => p.id)).not.toContain(payoutId);
  });

  it('lets the tutor ask again after a rejection (also after an approval was withdrawn)', async () => {
    const tutor = await createTutor();
    const { id } = await transactionOf(tutor, 'done');
    await requestPayout(tutor, id);
    const first = await latestPayoutId(id);
    expect((await call(admin, 'POST', `/api/admin/payouts/${first}/reject`, { json: {} })).body.error.message).toBe(
      'Alasan penolakan harus diisi.',
    );
    expect(
      (await call(admin, 'POST', `/api/admin/payouts/${first}/reject`, { json: { reason: 'Nama rekening tidak cocok' } })).body.status,
    ).toBe('REJECTED');
    const seen = (await call(tutor, 'GET', `/api/tutor/transactions/${id}`)).body.transaction;
    expect(seen).toMatchObject({
      payoutStatus: 'REJECTED',
      canRequestPayout: true,
      payout: { status: 'REJECTED', reason: 'Nama rekening tidak cocok' },
    });
    expect((await call(admin, 'POST', `/api/admin/payouts/${first}/approve`)).status).toBe(409);

    expect((await requestPayout(tutor, id)).status).toBe(201);
    const second = await latestPayoutId(id);
    expect(second).not.toBe(first);
    await call(admin, 'POST', `/api/admin/payouts/${second}/approve`);
    expect((await call(admin, 'POST', `/api/admin/payouts/${second}/reject`, { json: { reason: 'Dibatalkan' } })).body.status).toBe(
      'REJECTED',
    );
    expect((await requestPayout(tutor, id)).status).toBe(201);
  });

  it('answers 404 for unknown payout ids', async () => {
    for (const id of ['7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'x']) {
      const res = await call(admin, 'POST', `/api/admin/payouts/${id}/approve`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Pencairan tidak ditemukan.');
    }
  });
});
