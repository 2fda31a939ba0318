import { describe, expect, it } from 'vitest';
import type { OwnRequestItem } from '../../core/requests/views.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// The whole path of a learning request on the booking path's transaction (issue 10): post, two
// tutors join, the owner chooses, pays, an admin verifies, the class is done. Badges along the
// way are read from the transaction; phones appear only after PAID; the transaction is in both
// parties' transaction lists like a booking.

const app = await startRequestsApp();
const { call, createCustomer, createTutor, createAdmin, postRequest, join, choose, detail, uploadProof, pendingProofId } = app;

describe('a learning request from post to finished class', () => {
  it('walks TUTOR_SELECTED → PAYMENT_PENDING → PAID → COMPLETED with the phones revealed only once paid', async () => {
    const owner = await createCustomer('Dewi Lestari');
    const admin = await createAdmin();
    const chosen = await createTutor({ name: 'Siti Terpilih', price: 80_000 });
    const other = await createTutor({ name: 'Joko Lain' });
    const requestPhone = '081377788899';
    const request = await postRequest(owner, { customerName: 'Dewi', phone: requestPhone, studentCount: 2, durationHours: 2 });

    await join(chosen, request.id);
    await join(other, request.id);
    const { transactionId } = await choose(owner, request.id, chosen);

    const ownItem = async (): Promise<OwnRequestItem> => {
      const res = await call(owner, 'GET', '/api/requests/mine');
      return res.body.requests.find((item: OwnRequestItem) => item.id === request.id);
    };
    const step = async (label: string, flags: { canCancel: boolean; canMarkDone: boolean; tutorPhone: string | null }) => {
      const [item, seen, byChosen, byOther] = [
        await ownItem(),
        await detail(owner, request.id),
        await detail(chosen, request.id),
        await detail(other, request.id),
      ];
      expect(item.badge.label).toBe(label);
      expect(item).toMatchObject({
        status: 'CHOSEN',
        canCancel: flags.canCancel,
        canMarkDone: flags.canMarkDone,
        transaction: { id: transactionId },
      });
      expect(seen.badge.label).toBe(label);
      expect(seen.transaction?.tutorPhone).toBe(flags.tutorPhone);
      expect(byChosen.badge.label).toBe(label);
      expect(byOther.badge.label).toBe('Ditutup');
    };

    await step('Tutor Dipilih', { canCancel: true, canMarkDone: false, tutorPhone: null });
    const hidden = await call(chosen, 'GET', `/api/tutor/transactions/${transactionId}`);
    expect(hidden.body.transaction).toMatchObject({
      source: 'request',
      requestId: request.id,
      customerName: 'Dewi',
      customerPhone: null,
      totalPrice: 320_000,
    });

    expect((await uploadProof(owner, transactionId)).status).toBe(201);
    await step('Menunggu Pembayaran', { canCancel: true, canMarkDone: false, tutorPhone: null });

    const approved = await call(admin, 'POST', `/api/admin/proofs/${await pendingProofId(transactionId)}/approve`);
    expect(approved.status, approved.text).toBe(200);
    await step('Dibayar', { canCancel: false, canMarkDone: true, tutorPhone: chosen.phone });
    const revealed = await call(chosen, 'GET', `/api/tutor/transactions/${transactionId}`);
    expect(revealed.body.transaction.customerPhone).toBe(requestPhone);
    expect((await call(other, 'GET', `/api/tutor/transactions/${transactionId}`)).status).toBe(403);

    const done = await call(owner, 'POST', `/api/transactions/${transactionId}/complete`);
    expect(done.status, done.text).toBe(200);
    await step('Selesai', { canCancel: false, canMarkDone: false, tutorPhone: chosen.phone });
    const seen = await detail(owner, request.id);
    expect(seen).toMatchObject({ canCancelRequest: false, canCancelTransaction: false });
    expect(seen.badge).toEqual({ status: 'COMPLETED', label: 'Selesai', tooltip: 'Kelas telah selesai' });
  });

  it("lists the request's transaction in the customer's and the tutor's transaction lists, in the 'Request' tab", async () => {
    const owner = await createCustomer();
    const tutor = await createTutor({ price: 50_000 });
    const booked = await app.book(owner, tutor);
    const request = await postRequest(owner, { studentCount: 1, durationHours: 1 });
    await join(tutor, request.id);
    const { transactionId } = await choose(owner, request.id, tutor);

    const mine = await call(owner, 'GET', '/api/transactions');
    expect(mine.body.total).toBe(2);
    expect(mine.body.transactions.map((item: { id: string; source: string }) => [item.id, item.source])).toEqual([
      [transactionId, 'request'],
      [booked.id, 'booking'],
    ]);
    expect((await call(owner, 'GET', `/api/transactions/${transactionId}`)).body.transaction).toMatchObject({
      source: 'request',
      requestId: request.id,
      totalPrice: 50_000,
    });

    const all = await call(tutor, 'GET', '/api/tutor/transactions');
    expect(all.body.counts).toEqual({ all: 2, booking: 1, request: 1 });
    const requests = await call(tutor, 'GET', '/api/tutor/transactions?source=request');
    expect(requests.body).toMatchObject({ total: 1 });
    expect(requests.body.transactions.map((item: { id: string }) => item.id)).toEqual([transactionId]);
    expect(requests.body.transactions[0]).toMatchObject({ source: 'request', tutorPayment: 42_500 });
  });
});
