import { describe, expect, it } from 'vitest';
import { startBookingsApp } from '../helpers/bookings.ts';

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor, createAdmin, book, uploadProof, pendingProofId, pay } = app;

const tutor = await createTutor({ name: 'Siti Rahma', price: 120_000 });
const admin = await createAdmin();
const secondAdmin = await createAdmin();

async function submitted() {
  const customer = await createCustomer('Budi Santoso');
  const transaction = await book(customer, tutor, { durationHours: 1, studentCount: 2 });
  await uploadProof(customer, transaction.id);
  return { customer, transaction, proofId: await pendingProofId(transaction.id) };
}

describe('admin endpoints are admins only', () => {
  it('refuses customers (a customer can never set PAID) and tutors with 403, and no session with 401', async () => {
    const { customer, transaction, proofId } = await submitted();
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/admin/proofs'],
      ['POST', `/api/admin/proofs/${proofId}/approve`],
      ['POST', `/api/admin/proofs/${proofId}/reject`, { reason: 'x' }],
      ['GET', '/api/admin/payouts'],
      ['POST', '/api/admin/payouts/7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10/approve'],
      ['POST', '/api/admin/payouts/7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10/reject', { reason: 'x' }],
      ['POST', '/api/admin/payouts/7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10/mark-paid'],
      ['GET', '/api/admin/refunds'],
      ['POST', `/api/admin/transactions/${transaction.id}/refund-complete`],
    ];
    for (const [method, path, json] of attempts) {
      for (const outsider of [customer, tutor])
        expect((await call(outsider, method, path, { json })).status, `${method} ${path}`).toBe(403);
      expect((await call(null, method, path, { json })).status).toBe(401);
    }
    expect((await db('transactions').where({ id: transaction.id }).first()).payment_status).toBe('PROOF_SUBMITTED');
  });

  it('offers no way at all for a customer to write a status or a price', async () => {
    const { customer, transaction } = await submitted();
    for (const [method, path] of [
      ['PATCH', `/api/transactions/${transaction.id}`],
      ['PUT', `/api/transactions/${transaction.id}`],
      ['POST', `/api/transactions/${transaction.id}`],
      ['POST', `/api/transactions/${transaction.id}/pay`],
    ] as const) {
      const res = await call(customer, method, path, { json: { paymentStatus: 'PAID', totalPrice: 1 } });
      expect([404, 405]).toContain(res.status);
    }
    expect(await db('transactions').where({ id: transaction.id }).first()).toMatchObject({
      payment_status: 'PROOF_SUBMITTED',
      total_price: 240_000,
    });
  });
});

describe('proof verification', () => {
  it('lists pending proofs oldest first with the amount due and names', async () => {
    const { transaction, proofId } = await submitted();
    const res = await call(admin, 'GET', '/api/admin/proofs');
    expect(res.status).toBe(200);
    expect(res.body.proofs).toContainEqual({
      proofId,
      transactionId: transaction.id,
      mime: 'image/png',
      uploadedAt: expect.any(String),
      previewUrl: `/api/transactions/${transaction.id}/proofs/${proofId}/file`,
      // The total plus the kode unik: what the proof should show transferred (docs/product.md#unique-code).
      amountDue: 240_000 + (transaction.uniqueCode as number),
      uniqueCode: transaction.uniqueCode,
      customerName: 'Budi Santoso',
      tutorName: 'Siti Rahma',
      duplicateOf: null,
      statementLine: null,
    });
    const times = res.body.proofs.map((proof: { uploadedAt: string }) => proof.uploadedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('approves: PAID with paid_at, the proof APPROVED, an audit entry and payment.verified', async () => {
    const { customer, transaction, proofId } = await submitted();
    const res = await call(admin, 'POST', `/api/admin/proofs/${proofId}/approve`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ proofId, transactionId: transaction.id, decision: 'APPROVED', paymentStatus: 'PAID' });
    expect(await db('transactions').where({ id: transaction.id }).first()).toMatchObject({
      payment_status: 'PAID',
      paid_at: expect.any(Date),
    });
    expect(await db('payment_proofs').where({ id: proofId }).first()).toMatchObject({
      decision: 'APPROVED',
      decided_by: admin.id,
      decided_at: expect.any(Date),
    });
    expect(await db('audit_log').where({ entity_id: proofId }).select('actor_id', 'action', 'entity', 'before', 'after')).toEqual([
      {
        actor_id: admin.id,
        action: 'payment.approve_proof',
        entity: 'payment_proof',
        before: { decision: 'PENDING', paymentStatus: 'PROOF_SUBMITTED' },
        after: { decision: 'APPROVED', paymentStatus: 'PAID' },
      },
    ]);
    expect(await app.outboxEvents('payment.verified')).toContainEqual(
      expect.objectContaining({ payload: { transactionId: transaction.id, proofId } }),
    );
    const seen = (await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction;
    expect(seen).toMatchObject({ paymentStatus: 'PAID', tutorPhone: tutor.phone, proofs: [{ id: proofId, decision: 'APPROVED' }] });
    expect((await call(admin, 'GET', '/api/admin/proofs')).body.proofs.map((p: { proofId: string }) => p.proofId)).not.toContain(proofId);
  });

  it('rejects with a reason shown to the customer, who may upload again', async () => {
    const { customer, transaction, proofId } = await submitted();
    expect((await call(admin, 'POST', `/api/admin/proofs/${proofId}/reject`, { json: { reason: '  ' } })).body.error.message).toBe(
      'Alasan penolakan harus diisi.',
    );
    const res = await call(admin, 'POST', `/api/admin/proofs/${proofId}/reject`, { json: { reason: 'Nominal transfer kurang' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ decision: 'REJECTED', paymentStatus: 'UNPAID' });
    const seen = (await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction;
    expect(seen).toMatchObject({
      paymentStatus: 'UNPAID',
      paymentRejectionReason: 'Nominal transfer kurang',
      actions: { canUploadProof: true },
      proofs: [{ decision: 'REJECTED', reason: 'Nominal transfer kurang' }],
    });
    expect(await db('audit_log').where({ entity_id: proofId }).first('action', 'after')).toEqual({
      action: 'payment.reject_proof',
      after: { decision: 'REJECTED', paymentStatus: 'UNPAID', reason: 'Nominal transfer kurang' },
    });
    expect(await app.outboxEvents('payment.rejected')).toContainEqual(
      expect.objectContaining({ payload: { transactionId: transaction.id, proofId } }),
    );

    const again = await uploadProof(customer, transaction.id);
    expect(again.status).toBe(201);
    expect(again.body.transaction).toMatchObject({ paymentStatus: 'PROOF_SUBMITTED', paymentRejectionReason: null });
    expect(again.body.transaction.proofs).toHaveLength(2);
  });

  it("lets exactly one of two admins approving at once win; the other gets 409 'Sudah diproses oleh admin lain.'", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { transaction, proofId } = await submitted();
      const results = await Promise.all([admin, secondAdmin].map((who) => call(who, 'POST', `/api/admin/proofs/${proofId}/approve`)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body.error).toEqual({ code: 'CONFLICT', message: 'Sudah diproses oleh admin lain.' });
      expect(await db('audit_log').where({ entity_id: proofId }).count<{ count: number }[]>({ count: '*' })).toEqual([{ count: 1 }]);
      expect((await app.outboxEvents('payment.verified')).filter((e) => e.payload.transactionId === transaction.id)).toHaveLength(1);
    }
  });

  it('lets one of an approval and a rejection at once win, never both', async () => {
    const { transaction, proofId } = await submitted();
    const results = await Promise.all([
      call(admin, 'POST', `/api/admin/proofs/${proofId}/approve`),
      call(secondAdmin, 'POST', `/api/admin/proofs/${proofId}/reject`, { json: { reason: 'Buram' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await db('transactions').where({ id: transaction.id }).first();
    expect(row.payment_status).toBe(results[0]?.status === 200 ? 'PAID' : 'UNPAID');
  });

  it('refuses a decision on a proof already decided, and on a cancelled transaction', async () => {
    const { customer, transaction, proofId } = await submitted();
    await call(admin, 'POST', `/api/admin/proofs/${proofId}/reject`, { json: { reason: 'Buram' } });
    expect((await call(admin, 'POST', `/api/admin/proofs/${proofId}/approve`)).body.error.message).toBe('Sudah diproses oleh admin lain.');
    await uploadProof(customer, transaction.id);
    const newProof = await pendingProofId(transaction.id);
    expect((await call(admin, 'POST', `/api/admin/proofs/${proofId}/approve`)).body.error.message).toBe('Sudah diproses oleh admin lain.');
    await call(customer, 'POST', `/api/transactions/${transaction.id}/cancel`);
    const late = await call(admin, 'POST', `/api/admin/proofs/${newProof}/approve`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Transaksi sudah dibatalkan.');
  });

  it('answers 404 for unknown and malformed proof ids', async () => {
    for (const id of ['7f0c8f6e-7a35-4c57-9a51-8d3c2f1b9e10', 'nope']) {
      const res = await call(admin, 'POST', `/api/admin/proofs/${id}/approve`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Bukti pembayaran tidak ditemukan.');
    }
  });
});

describe('refunds', () => {
  it('lists refund requests and completes them: REFUND_REQUESTED → REFUNDED, audit and refund.completed', async () => {
    const customer = await createCustomer('Rina Refund');
    const transaction = await book(customer, tutor);
    await pay(customer, admin, transaction.id);
    expect((await call(admin, 'POST', `/api/admin/transactions/${transaction.id}/refund-complete`)).body.error.message).toBe(
      'Tidak ada pengajuan refund untuk transaksi ini.',
    );
    await call(customer, 'POST', `/api/transactions/${transaction.id}/refund`);

    const { refunds } = (await call(admin, 'GET', '/api/admin/refunds')).body;
    const row = await db('transactions').where({ id: transaction.id }).first();
    expect(refunds).toContainEqual({
      transactionId: transaction.id,
      customerName: 'Rina Refund',
      customerPhone: row.customer_phone,
      customerEmail: customer.email,
      tutorName: 'Siti Rahma',
      amount: 240_000,
      requestedAt: expect.any(String),
    });

    const results = await Promise.all(
      [admin, secondAdmin].map((who) => call(who, 'POST', `/api/admin/transactions/${transaction.id}/refund-complete`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 200)?.body).toEqual({ transactionId: transaction.id, paymentStatus: 'REFUNDED' });
    expect(results.find((r) => r.status === 409)?.body.error.message).toBe('Sudah diproses oleh admin lain.');
    expect(await db('audit_log').where({ entity_id: transaction.id, action: 'payment.complete_refund' }).select('before', 'after')).toEqual(
      [{ before: { paymentStatus: 'REFUND_REQUESTED' }, after: { paymentStatus: 'REFUNDED' } }],
    );
    expect(await app.outboxEvents('refund.completed')).toContainEqual(
      expect.objectContaining({ payload: { transactionId: transaction.id } }),
    );
    expect(
      (await call(admin, 'GET', '/api/admin/refunds')).body.refunds.map((r: { transactionId: string }) => r.transactionId),
    ).not.toContain(transaction.id);
    expect((await call(customer, 'GET', `/api/transactions/${transaction.id}`)).body.transaction).toMatchObject({
      paymentStatus: 'REFUNDED',
      classStatus: 'CANCELLED',
      tutorPhone: null,
    });
  });
});
