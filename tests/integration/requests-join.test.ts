import { describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES as M } from '../../core/requests/messages.ts';
import type { Actor } from '../helpers/bookings.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#request-join with the default cap of 10: fifty tutors at once, a repeated press,
// and every refusal with its message. requests-join-many.test.ts raises the cap.

const app = await startRequestsApp();
const { call, db, createCustomer, createTutor, postRequest, join, choose, requestEvents } = app;
const owner = await createCustomer();
// Made before the tests run: fifty sign-ins take longer than one test may.
const tutors = await app.createTutors(50);

const participantsOf = async (requestId: string): Promise<string[]> =>
  (await db('request_participants').where({ request_id: requestId }).select('tutor_id')).map((row: { tutor_id: string }) => row.tutor_id);
const joinedEvents = async (requestId: string) => (await requestEvents(requestId)).filter(([type]) => type === 'request.tutor_joined');

describe('POST /api/requests/:id/join: the cap', () => {
  it('lets exactly 10 of 50 tutors pressing at once join; the other 40 hear it is full', async () => {
    const request = await postRequest(owner);

    const answers = await Promise.all(tutors.map((tutor) => call(tutor, 'POST', `/api/requests/${request.id}/join`)));

    expect(answers.filter((res) => res.status >= 500)).toEqual([]);
    const joined = answers.flatMap((res, i) => (res.status === 200 ? [tutors[i]?.id] : []));
    const refused = answers.filter((res) => res.status === 409);
    expect(joined).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) expect(res.body.error).toEqual({ code: 'CONFLICT', message: M.full });
    for (const res of answers.filter((answer) => answer.status === 200)) expect(res.body.message).toBe(M.joined);
    // Each answer lists the tutors as its join found them under the lock, itself included: the ten
    // answers count 1 to 10, one each (decision 070).
    const lists = answers.flatMap((res, i) =>
      res.status === 200
        ? [
            {
              tutorId: tutors[i]?.id,
              ids: (res.body.request.participants as { id: string }[]).map(({ id }) => id),
              count: res.body.request.participantCount as number,
            },
          ]
        : [],
    );
    expect(lists.map(({ count }) => count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const { tutorId, ids, count } of lists) {
      expect(ids).toHaveLength(count);
      expect(ids).toContain(tutorId);
    }

    const participants = await participantsOf(request.id);
    expect(participants.sort()).toEqual([...joined].sort());
    expect((await joinedEvents(request.id)).map(([, payload]) => payload.tutorId).sort()).toEqual([...joined].sort());

    const seen = await app.detail(owner, request.id);
    expect(seen).toMatchObject({ participantCount: 10, maxTutors: 10, full: true });
    expect(seen.participants).toHaveLength(10);

    // A tutor already in presses again: a success that changes nothing, even though it is full.
    const inside = tutors.find((tutor) => tutor.id === joined[0]);
    const again = await call(inside ?? null, 'POST', `/api/requests/${request.id}/join`);
    expect(again.status).toBe(200);
    expect(again.body.request).toMatchObject({ joined: true, canJoin: false, full: true });
    expect(await participantsOf(request.id)).toHaveLength(10);
    expect(await joinedEvents(request.id)).toHaveLength(10);

    const outsider = await createTutor();
    const open = await call(outsider, 'GET', '/api/requests/open?matching=false');
    expect(open.body.requests.find((item: { id: string }) => item.id === request.id)).toMatchObject({
      full: true,
      joined: false,
      canJoin: false,
      participantCount: 10,
    });
  });
});

describe('POST /api/requests/:id/join: one tutor, one place', () => {
  it('keeps a repeated join (in turn and at once) to one row and one event', async () => {
    const tutor = await createTutor();
    const request = await postRequest(owner);

    const first = await join(tutor, request.id);
    expect(first).toMatchObject({ viewer: 'tutor', joined: true, canJoin: false, participantCount: 1 });
    expect(first.participants.map((p) => p.id)).toEqual([tutor.id]);
    // The cards of the join's answer (from join_request) are the request page's (its own read).
    const second = await createTutor({ name: 'Dewi WA 0812 3456 7890' });
    const secondJoin = await join(second, request.id);
    expect(secondJoin.participants).toEqual((await app.detail(second, request.id)).participants);
    expect(secondJoin.participants.map((p) => p.id)).toEqual([tutor.id, second.id]);
    expect(secondJoin.participants[1]?.name).not.toContain('0812');
    await join(tutor, request.id);
    const both = await Promise.all([
      call(tutor, 'POST', `/api/requests/${request.id}/join`),
      call(tutor, 'POST', `/api/requests/${request.id}/join`),
    ]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);

    expect((await participantsOf(request.id)).sort()).toEqual([tutor.id, second.id].sort());
    expect((await joinedEvents(request.id)).filter(([, payload]) => payload.tutorId === tutor.id)).toEqual([
      ['request.tutor_joined', { requestId: request.id, tutorId: tutor.id }],
    ]);
  });
});

describe('POST /api/requests/:id/join: refusals, each a 409 with its message and nothing written', () => {
  const refusedJoin = async (tutor: Actor, requestId: string, message: string) => {
    const before = await participantsOf(requestId);
    const res = await call(tutor, 'POST', `/api/requests/${requestId}/join`);
    expect(res.status, res.text).toBe(409);
    expect(res.body.error.message).toBe(message);
    expect(await participantsOf(requestId)).toEqual(before);
  };

  it('refuses a cancelled, a chosen and an expired request', async () => {
    const [tutor, chosen] = [await createTutor(), await createTutor()];

    const cancelled = await postRequest(owner);
    expect((await call(owner, 'POST', `/api/requests/${cancelled.id}/cancel`)).status).toBe(200);
    await refusedJoin(tutor, cancelled.id, M.alreadyCancelled);

    const taken = await postRequest(owner);
    await join(chosen, taken.id);
    await choose(owner, taken.id, chosen);
    await refusedJoin(tutor, taken.id, M.notOpen);

    // Past its time but not yet swept: already closed to joins.
    const lapsed = await postRequest(owner);
    await db('learning_requests')
      .where({ id: lapsed.id })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    await refusedJoin(tutor, lapsed.id, M.expired);

    const swept = await postRequest(owner);
    await db('learning_requests')
      .where({ id: swept.id })
      .update({ status: 'EXPIRED', expires_at: db.raw("now() - interval '1 second'") });
    await refusedJoin(tutor, swept.id, M.expired);
  });

  it('judges the request as it is once its lock is granted: a cancel or the last place taken while the join waited', async () => {
    const tutor = await createTutor();
    const waitedOn = async (requestId: string, change: (trx: typeof db) => Promise<unknown>) => {
      const trx = await db.transaction();
      await trx('learning_requests').where({ id: requestId }).forUpdate().first('id');
      const pressed = call(tutor, 'POST', `/api/requests/${requestId}/join`);
      // The join is now waiting for the row lock this transaction holds.
      await expect
        .poll(
          async () =>
            (
              await db.raw(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%join_request%'",
              )
            ).rows[0].n,
        )
        .toBe(1);
      await change(trx as unknown as typeof db);
      await trx.commit();
      return pressed;
    };

    const cancelled = await postRequest(owner);
    const closed = await waitedOn(cancelled.id, (trx) =>
      trx('learning_requests').where({ id: cancelled.id }).update({ status: 'CANCELLED' }),
    );
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe(M.alreadyCancelled);
    expect(await participantsOf(cancelled.id)).toEqual([]);

    const last = await postRequest(owner);
    const others = tutors.slice(40, 50);
    const full = await waitedOn(last.id, (trx) =>
      trx('request_participants').insert(others.map((other) => ({ request_id: last.id, tutor_id: other.id }))),
    );
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(M.full);
    expect(await participantsOf(last.id)).toHaveLength(10);
    expect(await joinedEvents(last.id)).toEqual([]);
  });

  it('refuses a tutor without a price, an unlisted one and a busy one', async () => {
    const request = await postRequest(owner);
    await refusedJoin(await createTutor({ price: 0 }), request.id, M.tutorProfileIncomplete);
    const unlisted = await createTutor();
    await db('tutors').where({ id: unlisted.id }).update({ listed: false });
    await refusedJoin(unlisted, request.id, M.tutorProfileIncomplete);
    await refusedJoin(await createTutor({ available: false }), request.id, M.tutorBusy);
    expect(await joinedEvents(request.id)).toEqual([]);
  });

  it('is for tutors, and an unknown or malformed id is 404', async () => {
    const request = await postRequest(owner);
    expect((await call(owner, 'POST', `/api/requests/${request.id}/join`)).status).toBe(403);
    expect((await call(null, 'POST', `/api/requests/${request.id}/join`)).status).toBe(401);
    const tutor = await createTutor();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bukan-uuid', '1%27%20or%201=1']) {
      const res = await call(tutor, 'POST', `/api/requests/${id}/join`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.message).toBe(M.notFound);
    }
    expect(await participantsOf(request.id)).toEqual([]);
  });
});
