import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import type { OwnRequestItem } from '../../core/requests/views.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#request-cancel: an OPEN request is cancelled alone; a chosen one takes its unpaid
// transaction with it in the same commit; a paid one stays. The buttons say exactly that, and
// every step writes its event.

const app = await startRequestsApp();
const { call, db, createCustomer, createTutor, createAdmin, postRequest, join, choose, detail, uploadProof, pay, requestEvents } = app;
const owner = await createCustomer();

const cancel = (requestId: string) => call(owner, 'POST', `/api/requests/${requestId}/cancel`);
const ownItem = async (requestId: string): Promise<OwnRequestItem> =>
  (await call(owner, 'GET', '/api/requests/mine')).body.requests.find((item: OwnRequestItem) => item.id === requestId);
const transactionEvents = async (transactionId: string) =>
  (await db('outbox').whereRaw(`payload->>'transactionId' = ?`, [transactionId]).orderBy('id').select('type')).map(
    (row: { type: string }) => row.type,
  );

/** A request two tutors joined and whose first tutor was chosen. */
async function chosenRequest() {
  const [first, second] = [await createTutor(), await createTutor()];
  const request = await postRequest(owner);
  await join(first, request.id);
  await join(second, request.id);
  const { transactionId } = await choose(owner, request.id, first);
  return { request, transactionId, first, second };
}

describe('POST /api/requests/:id/cancel', () => {
  it('cancels an OPEN request, once', async () => {
    const request = await postRequest(owner);
    expect(await ownItem(request.id)).toMatchObject({ canCancel: true, canMarkDone: false, transaction: null });

    const res = await cancel(request.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(M.cancelled);
    expect(res.body.request).toMatchObject({ status: 'CANCELLED', canCancelRequest: false, canChoose: false });
    expect(res.body.request.badge).toEqual({ status: 'CANCELLED', label: 'Dibatalkan', tooltip: 'Permintaan belajar dibatalkan' });
    expect(await ownItem(request.id)).toMatchObject({ status: 'CANCELLED', canCancel: false });

    const again = await cancel(request.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.alreadyCancelled);
    expect(await requestEvents(request.id)).toEqual([
      ['request.opened', { requestId: request.id }],
      ['request.cancelled', { requestId: request.id }],
    ]);
  });

  it('cancels a chosen, unpaid request with its transaction (a proof waiting leaves the queue), and writes every step', async () => {
    const { request, transactionId, first, second } = await chosenRequest();
    expect((await uploadProof(owner, transactionId)).status).toBe(201);
    expect(await ownItem(request.id)).toMatchObject({ canCancel: true });

    const res = await cancel(request.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.request).toMatchObject({ status: 'CANCELLED', canCancelRequest: false, canCancelTransaction: false });
    expect(res.body.request.transaction).toMatchObject({ paymentStatus: 'CANCELLED', classStatus: 'CANCELLED' });
    expect(res.body.request.badge).toEqual({ status: 'CANCELLED', label: 'Dibatalkan', tooltip: 'Transaksi telah dibatalkan' });
    expect(await db('payment_proofs').where({ transaction_id: transactionId }).select('decision')).toEqual([{ decision: 'REJECTED' }]);
    expect(await db('learning_requests').where({ id: request.id }).first('status', 'chosen_tutor_id')).toEqual({
      status: 'CANCELLED',
      chosen_tutor_id: first.id,
    });

    expect(await requestEvents(request.id)).toEqual([
      ['request.opened', { requestId: request.id }],
      ['request.tutor_joined', { requestId: request.id, tutorId: first.id }],
      ['request.tutor_joined', { requestId: request.id, tutorId: second.id }],
      ['request.tutor_chosen', { requestId: request.id, tutorId: first.id, transactionId }],
      ['request.tutor_not_chosen', { requestId: request.id, tutorId: second.id }],
      ['request.cancelled', { requestId: request.id }],
    ]);
    expect(await transactionEvents(transactionId)).toEqual(['request.tutor_chosen', 'payment.proof_submitted', 'transaction.cancelled']);
  });

  it('refuses a paid request and changes nothing', async () => {
    const { request, transactionId } = await chosenRequest();
    await pay(owner, await createAdmin(), transactionId);
    expect(await ownItem(request.id)).toMatchObject({ canCancel: false, canMarkDone: true });
    expect((await detail(owner, request.id)).canCancelTransaction).toBe(false);

    const res = await cancel(request.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(M.cannotCancelPaid);
    expect(await db('transactions').where({ id: transactionId }).first('payment_status', 'class_status')).toEqual({
      payment_status: 'PAID',
      class_status: 'IN_PROGRESS',
    });
    expect((await db('learning_requests').where({ id: request.id }).first('status')).status).toBe('CHOSEN');
    expect((await requestEvents(request.id)).map(([type]) => type)).not.toContain('request.cancelled');
  });

  it("reads 'Dibatalkan' once the transaction itself was cancelled, and then refuses the request's cancel", async () => {
    const { request, transactionId } = await chosenRequest();
    expect((await detail(owner, request.id)).canCancelTransaction).toBe(true);

    expect((await call(owner, 'POST', `/api/transactions/${transactionId}/cancel`)).status).toBe(200);

    const seen = await detail(owner, request.id);
    expect(seen).toMatchObject({ status: 'CHOSEN', canCancelRequest: false, canCancelTransaction: false });
    expect(seen.badge).toEqual({ status: 'CANCELLED', label: 'Dibatalkan', tooltip: 'Transaksi telah dibatalkan' });
    expect((await ownItem(request.id)).badge.tooltip).toBe('Transaksi telah dibatalkan');
    const res = await cancel(request.id);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(M.alreadyCancelled);
  });

  it('refuses an expired request, swept or only past its time', async () => {
    const lapsed = await postRequest(owner);
    await db('learning_requests')
      .where({ id: lapsed.id })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    expect(await ownItem(lapsed.id)).toMatchObject({ status: 'EXPIRED', canCancel: false });
    expect((await ownItem(lapsed.id)).badge.label).toBe('Kedaluwarsa');
    const swept = await postRequest(owner);
    await db('learning_requests').where({ id: swept.id }).update({ status: 'EXPIRED' });

    for (const request of [lapsed, swept]) {
      const res = await cancel(request.id);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(M.expired);
    }
  });
});
