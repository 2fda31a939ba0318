import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#request-choose: one choice per request even when pressed twice at once, the
// transaction on the booking path's model (price of the tutor now, totals by the server), and the
// events that tell the chosen tutor and the others.

const app = await startRequestsApp();
const { call, db, createCustomer, createTutor, postRequest, join, choose, requestEvents } = app;

const transactionsOf = (requestId: string) => db('transactions').where({ request_id: requestId }).select('*');

describe('POST /api/requests/:id/choose', () => {
  it('opens exactly one transaction when two tutors are chosen at the same moment', async () => {
    const owner = await createCustomer();
    const [ani, budi] = [await createTutor({ name: 'Ani' }), await createTutor({ name: 'Budi' })];
    const request = await postRequest(owner);
    await join(ani, request.id);
    await join(budi, request.id);

    const answers = await Promise.all([
      call(owner, 'POST', `/api/requests/${request.id}/choose`, { json: { tutorId: ani.id } }),
      call(owner, 'POST', `/api/requests/${request.id}/choose`, { json: { tutorId: budi.id } }),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const won = answers.find((res) => res.status === 200);
    const lost = answers.find((res) => res.status === 409);
    expect(lost?.body.error).toEqual({ code: 'CONFLICT', message: M.alreadyChosen });
    const rows = await transactionsOf(request.id);
    expect(rows).toHaveLength(1);
    expect(won?.body).toMatchObject({ message: M.chosen, transactionId: rows[0].id });
    expect(won?.body.request).toMatchObject({ status: 'CHOSEN', chosenTutorId: rows[0].tutor_id, canChoose: false });
    const row = await db('learning_requests').where({ id: request.id }).first();
    expect(row).toMatchObject({ status: 'CHOSEN', chosen_tutor_id: rows[0].tutor_id });
  });

  it("snapshots the tutor's price at that moment and computes the money itself, whatever the body says", async () => {
    const owner = await createCustomer('Rina Wijaya');
    const tutor = await createTutor({ price: 90_000 });
    const request = await postRequest(owner, {
      customerName: 'Rina W',
      phone: '+6281299887766',
      subjects: ['SMA - Kimia', 'SMA - Biologi'],
      studentCount: 3,
      durationHours: 2,
      notes: 'Stoikiometri',
    });
    await join(tutor, request.id);
    // The price changes after joining: the choice takes the price of now, not of the join.
    await db('tutors').where({ id: tutor.id }).update({ price_per_hour: 125_000 });

    const res = await call(owner, 'POST', `/api/requests/${request.id}/choose`, {
      json: {
        tutorId: tutor.id,
        pricePerHour: 1,
        totalPrice: 1,
        tutorPayment: 1,
        paymentStatus: 'PAID',
        status: 'COMPLETED',
        customerId: tutor.id,
      },
    });

    expect(res.status, res.text).toBe(200);
    const row = await db('transactions').where({ id: res.body.transactionId }).first();
    expect(row).toMatchObject({
      source: 'request',
      request_id: request.id,
      customer_id: owner.id,
      tutor_id: tutor.id,
      customer_name: 'Rina W',
      customer_phone: '+6281299887766',
      subjects: ['SMA - Kimia', 'SMA - Biologi'],
      student_count: 3,
      duration_hours: 2,
      notes: 'Stoikiometri',
      price_per_hour: 125_000,
      total_price: 750_000,
      tutor_payment: 637_500,
      payment_status: 'UNPAID',
      class_status: 'IN_PROGRESS',
    });
    expect(res.body.request.transaction).toMatchObject({
      id: row.id,
      source: 'request',
      requestId: request.id,
      pricePerHour: 125_000,
      totalPrice: 750_000,
      platformFee: 112_500,
      tutorPhone: null,
    });
    expect(res.body.request.badge).toEqual({
      status: 'TUTOR_SELECTED',
      label: 'Tutor Dipilih',
      tooltip: 'Tutor sudah dipilih, menunggu pembayaran',
    });
    expect(res.text).not.toContain('6281299887766');
  });

  it('tells the chosen tutor and, one event each, every tutor who was not chosen', async () => {
    const owner = await createCustomer();
    const tutors = [await createTutor(), await createTutor(), await createTutor()];
    const [chosen, ...others] = tutors as [(typeof tutors)[0], ...typeof tutors];
    const request = await postRequest(owner);
    for (const tutor of tutors) await join(tutor, request.id);

    const { transactionId } = await choose(owner, request.id, chosen);

    const events = (await requestEvents(request.id)).filter(
      ([type]) => type === 'request.tutor_chosen' || type === 'request.tutor_not_chosen',
    );
    expect(events).toEqual([
      ['request.tutor_chosen', { requestId: request.id, tutorId: chosen.id, transactionId }],
      ...others.map((tutor) => ['request.tutor_not_chosen', { requestId: request.id, tutorId: tutor.id }]),
    ]);
  });

  it('refuses a tutor who did not join (422), one who became busy or unlisted (409), and a request that is not OPEN', async () => {
    const owner = await createCustomer();
    const [joined, stranger] = [await createTutor(), await createTutor()];
    const request = await postRequest(owner);
    await join(joined, request.id);
    const attempt = (tutorId: string, requestId = request.id) =>
      call(owner, 'POST', `/api/requests/${requestId}/choose`, { json: { tutorId } });

    const notIn = await attempt(stranger.id);
    expect(notIn.status).toBe(422);
    expect(notIn.body.error.message).toBe(M.notParticipant);
    expect((await attempt('00000000-0000-4000-8000-000000000000')).status).toBe(422);
    const badId = await attempt('bukan-uuid');
    expect(badId.status).toBe(400);
    expect((await call(owner, 'POST', `/api/requests/${request.id}/choose`, { json: {} })).status).toBe(400);

    await db('tutors').where({ id: joined.id }).update({ is_available: false });
    expect((await attempt(joined.id)).body.error).toEqual({ code: 'CONFLICT', message: M.chosenTutorUnavailable });
    await db('tutors').where({ id: joined.id }).update({ is_available: true, listed: false });
    expect((await attempt(joined.id)).body.error).toEqual({ code: 'CONFLICT', message: M.chosenTutorUnavailable });
    await db('tutors').where({ id: joined.id }).update({ listed: true });

    await db('learning_requests')
      .where({ id: request.id })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    expect((await attempt(joined.id)).body.error).toEqual({ code: 'CONFLICT', message: M.expired });

    const cancelled = await postRequest(owner);
    await join(joined, cancelled.id);
    expect((await call(owner, 'POST', `/api/requests/${cancelled.id}/cancel`)).status).toBe(200);
    expect((await attempt(joined.id, cancelled.id)).body.error).toEqual({ code: 'CONFLICT', message: M.alreadyCancelled });

    expect(await db('transactions').whereIn('request_id', [request.id, cancelled.id])).toEqual([]);
  });
});
