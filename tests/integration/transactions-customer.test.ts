import { describe, expect, it } from 'vitest';
import { startBookingsApp } from '../helpers/bookings.ts';

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book, pay, uploadProof } = app;

const customer = await createCustomer('Budi Santoso');
const stranger = await createCustomer('Rina Lestari');
const tutor = await createTutor({ name: 'Siti Rahma', price: 80_000 });
const otherTutor = await createTutor({ name: 'Agus Pratama' });
const admin = await createAdmin();

describe('GET /api/transactions (the customer list)', () => {
  it('pages the own transactions newest first, 7 a page, bookings and requests together', async () => {
    const lister = await createCustomer('Dewi Lestari');
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await book(lister, tutor, { durationHours: 1 + (i % 5) })).id);
    // A learning request with a chosen tutor is a transaction too (source 'request').
    const [request] = await db('learning_requests')
      .insert({
        customer_id: lister.id,
        customer_name: 'Dewi Lestari',
        phone: '081377778888',
        subjects: ['SMA - Kimia'],
        student_count: 2,
        duration_hours: 3,
        status: 'CHOSEN',
        chosen_tutor_id: otherTutor.id,
      })
      .returning('id');
    const [fromRequest] = await db('transactions')
      .insert({
        source: 'request',
        request_id: request.id,
        customer_id: lister.id,
        tutor_id: otherTutor.id,
        customer_name: 'Dewi Lestari',
        customer_phone: '081377778888',
        subjects: ['SMA - Kimia'],
        duration_hours: 3,
        student_count: 2,
        price_per_hour: 100_000,
        total_price: 600_000,
        tutor_payment: 510_000,
      })
      .returning('id');
    ids.push(fromRequest.id);
    await book(stranger, tutor);

    const first = await call(lister, 'GET', '/api/transactions');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(9);
    expect(first.body.transactions).toHaveLength(7);
    expect(first.body.transactions[0]).toMatchObject({
      id: fromRequest.id,
      source: 'request',
      tutorName: 'Agus Pratama',
      subjects: ['SMA - Kimia'],
      totalPrice: 600_000,
    });
    expect(first.body.transactions[1]).toMatchObject({
      source: 'booking',
      tutorId: tutor.id,
      tutorName: 'Siti Rahma',
      paymentStatus: 'UNPAID',
      classStatus: 'IN_PROGRESS',
    });
    expect(first.body.nextCursor).toBe(first.body.transactions[6].id);

    const second = await call(lister, 'GET', `/api/transactions?cursor=${first.body.nextCursor}`);
    expect(second.body.transactions).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const seen = [...first.body.transactions, ...second.body.transactions].map((t: { id: string }) => t.id);
    expect(seen).toEqual([...ids].reverse());

    const detail = await call(lister, 'GET', `/api/transactions/${fromRequest.id}`);
    expect(detail.body.transaction).toMatchObject({ source: 'request', requestId: request.id, tutorPhone: null, platformFee: 90_000 });
  });

  it("never shows another customer's rows, even through their cursor", async () => {
    const theirs = await book(stranger, tutor);
    const res = await call(customer, 'GET', `/api/transactions?cursor=${theirs.id}`);
    expect(res.status).toBe(200);
    expect(res.body.transactions).toEqual([]);
    expect((await call(customer, 'GET', '/api/transactions?cursor=abc')).status).toBe(400);
  });

  it('is the customer list: tutors and admins use their own lists', async () => {
    expect((await call(tutor, 'GET', '/api/transactions')).status).toBe(403);
    expect((await call(null, 'GET', '/api/transactions')).status).toBe(401);
  });
});

describe('GET /api/transactions/:id', () => {
  it("is the owner's and the admins': anyone else gets 403 'Akses Ditolak'", async () => {
    const transaction = await book(customer, tutor);
    expect((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/api/transactions/${transaction.id}`)).status).toBe(200);
    for (const outsider of [stranger, tutor, otherTutor]) {
      const res = await call(outsider, 'GET', `/api/transactions/${transaction.id}`);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Akses Ditolak' });
    }
    expect((await call(null, 'GET', `/api/transactions/${transaction.id}`)).status).toBe(401);
  });

  it("answers 404 'Transaksi Tidak Ditemukan' for unknown and malformed ids", async () => {
    for (const id of ['7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'bukan-id', '1%27%20or%201%3D1']) {
      const res = await call(customer, 'GET', `/api/transactions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Transaksi Tidak Ditemukan' });
    }
  });

  it('shows the proofs with their decision and reason, and the rejection reason', async () => {
    const transaction = await book(customer, tutor);
    await uploadProof(customer, transaction.id);
    const proofId = await app.pendingProofId(transaction.id);
    await call(admin, 'POST', `/api/admin/proofs/${proofId}/reject`, { json: { reason: 'Nominal tidak sesuai' } });
    const { body } = await call(customer, 'GET', `/api/transactions/${transaction.id}`);
    expect(body.transaction).toMatchObject({
      paymentStatus: 'UNPAID',
      paymentRejectionReason: 'Nominal tidak sesuai',
      actions: { canUploadProof: true },
    });
    expect(body.transaction.proofs).toEqual([
      {
        id: proofId,
        mime: 'image/png',
        uploadedAt: expect.any(String),
        decision: 'REJECTED',
        reason: 'Nominal tidak sesuai',
        fileUrl: `/api/transactions/${transaction.id}/proofs/${proofId}/file`,
      },
    ]);
    expect(body.transaction.proofs[0]).not.toHaveProperty('fileKey');
    expect(body.transaction.proofs[0]).not.toHaveProperty('sha256');
  });

  it("reveals the tutor's phone only while the payment is PAID", async () => {
    const transaction = await book(customer, tutor);
    expect((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction.tutorPhone).toBeNull();
    await uploadProof(customer, transaction.id);
    expect((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction.tutorPhone).toBeNull();
    await call(admin, 'POST', `/api/admin/proofs/${await app.pendingProofId(transaction.id)}/approve`);
    const paid = (await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction;
    expect(paid).toMatchObject({ paymentStatus: 'PAID', tutorPhone: tutor.phone, paidAt: expect.any(String) });
    await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`);
    expect((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction.tutorPhone).toBeNull();
  });
});

describe('customer actions', () => {
  it("cancels an unpaid booking: 'Transaksi telah dibatalkan', both statuses CANCELLED, outbox event", async () => {
    const transaction = await book(customer, tutor);
    const res = await call(customer, 'POST', `/api/transactions/${transaction.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Transaksi telah dibatalkan');
    expect(res.body.transaction).toMatchObject({
      paymentStatus: 'CANCELLED',
      classStatus: 'CANCELLED',
      cancelledAt: expect.any(String),
      actions: { canCancel: false, canUploadProof: false },
    });
    expect(await app.outboxEvents('transaction.cancelled')).toContainEqual(
      expect.objectContaining({ payload: { transactionId: transaction.id } }),
    );
    const again = await call(customer, 'POST', `/api/transactions/${transaction.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Transaksi sudah dibatalkan.');
    expect((await uploadProof(customer, transaction.id)).body.error.message).toBe('Transaksi sudah dibatalkan.');
  });

  it('cancels while a proof waits, and takes that proof out of the admin queue', async () => {
    const transaction = await book(customer, tutor);
    await uploadProof(customer, transaction.id);
    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/cancel`)).status).toBe(200);
    const proofs = (await call(admin, 'GET', '/api/admin/proofs')).body.proofs;
    expect(proofs.map((proof: { transactionId: string }) => proof.transactionId)).not.toContain(transaction.id);
  });

  it('refuses to cancel a paid transaction and offers the refund instead', async () => {
    const transaction = await book(customer, tutor);
    await pay(customer, admin, transaction.id);
    const res = await call(customer, 'POST', `/api/transactions/${transaction.id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Transaksi yang sudah dibayar tidak dapat dibatalkan.');
    expect((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction.actions).toMatchObject({
      canCancel: false,
      canRefund: true,
      canMarkDone: true,
    });
  });

  it('requests a refund when PAID and not done: REFUND_REQUESTED, class cancelled, outbox event', async () => {
    const unpaid = await book(customer, tutor);
    const refused = await call(customer, 'POST', `/api/transactions/${unpaid.id}/refund`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Refund hanya dapat diajukan untuk transaksi yang sudah dibayar.');

    const transaction = await book(customer, tutor);
    await pay(customer, admin, transaction.id);
    const res = await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Pembayaran dibatalkan dan dana akan dikembalikan.');
    expect(res.body.transaction).toMatchObject({ paymentStatus: 'REFUND_REQUESTED', classStatus: 'CANCELLED' });
    expect(await app.outboxEvents('refund.requested')).toContainEqual(
      expect.objectContaining({ payload: { transactionId: transaction.id } }),
    );
    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`)).body.error.message).toBe('Refund sudah diajukan.');
    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/complete`)).status).toBe(409);
  });

  it('marks the class done only when PAID, adds the hours to the tutor, and then refuses a refund', async () => {
    const hoursTutor = await createTutor({ name: 'Jam Mengajar' });
    await db('tutors').where({ id: hoursTutor.id }).update({ hours_taught: 40 });
    const transaction = await book(customer, hoursTutor, { durationHours: 3 });

    const early = await call(customer, 'POST', `/api/transactions/${transaction.id}/complete`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Kelas hanya dapat ditandai selesai setelah pembayaran diverifikasi.');

    await pay(customer, admin, transaction.id);
    const res = await call(customer, 'POST', `/api/transactions/${transaction.id}/complete`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kelas telah ditandai selesai');
    expect(res.body.transaction).toMatchObject({
      paymentStatus: 'PAID',
      classStatus: 'DONE',
      classDoneAt: expect.any(String),
      actions: { canReview: true, canRefund: false },
    });
    expect((await db('tutors').where({ id: hoursTutor.id }).first('hours_taught')).hours_taught).toBe(43);
    expect(await app.outboxEvents('class.done')).toContainEqual(expect.objectContaining({ payload: { transactionId: transaction.id } }));

    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/complete`)).body.error.message).toBe(
      'Kelas sudah ditandai selesai.',
    );
    expect((await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`)).body.error.message).toBe(
      'Kelas sudah selesai, refund tidak dapat diajukan.',
    );
    expect((await db('tutors').where({ id: hoursTutor.id }).first('hours_taught')).hours_taught).toBe(43);
  });

  it('adds up the hours of classes completed at the same moment', async () => {
    const busyTutor = await createTutor({ name: 'Banyak Kelas' });
    const transactions = [];
    for (let i = 0; i < 4; i += 1) {
      const buyer = await createCustomer(`Pembeli ${i + 1}`);
      const transaction = await book(buyer, busyTutor, { durationHours: i + 1 });
      await pay(buyer, admin, transaction.id);
      transactions.push({ buyer, transaction });
    }
    const results = await Promise.all(
      transactions.map(({ buyer, transaction }) => call(buyer, 'POST', `/api/transactions/${transaction.id}/complete`)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await db('tutors').where({ id: busyTutor.id }).first('hours_taught')).hours_taught).toBe(1 + 2 + 3 + 4);
  });

  it("lets only the owning customer press the buttons ('Akses Ditolak' for everyone else)", async () => {
    const owner = await createCustomer('Pemilik Transaksi');
    const transaction = await book(owner, tutor);
    await pay(owner, admin, transaction.id);
    for (const action of ['cancel', 'refund', 'complete']) {
      for (const outsider of [stranger, tutor, admin]) {
        const res = await call(outsider, 'POST', `/api/transactions/${transaction.id}/${action}`);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe('Akses Ditolak');
      }
      expect((await call(null, 'POST', `/api/transactions/${transaction.id}/${action}`)).status).toBe(401);
    }
    expect((await db('transactions').where({ id: transaction.id }).first()).payment_status).toBe('PAID');
  });

  it('writes an audit entry for each change', async () => {
    const transaction = await book(customer, tutor);
    await call(customer, 'POST', `/api/transactions/${transaction.id}/cancel`);
    const entries = await db('audit_log').where({ entity_id: transaction.id }).select('actor_id', 'action', 'entity', 'before', 'after');
    expect(entries).toContainEqual({
      actor_id: customer.id,
      action: 'transaction.cancel',
      entity: 'transaction',
      before: { paymentStatus: 'UNPAID', classStatus: 'IN_PROGRESS' },
      after: { paymentStatus: 'CANCELLED', classStatus: 'CANCELLED' },
    });
  });
});
