import { describe, expect, it } from 'vitest';
import type { Actor } from '../helpers/bookings.ts';
import { startRequestsApp } from '../helpers/requests.ts';

// docs/product.md#request-join: with the cap above the crowd, fifty tutors pressing at once all
// join, each once, and nobody gets a 500 (the request row lock serialises them).

const app = await startRequestsApp({ env: { REQUEST_MAX_TUTORS: '60' } });
const { call, db, createCustomer, postRequest, requestEvents } = app;
// Made before the tests run: fifty sign-ins take longer than one test may.
const tutors = await app.createTutors(50);

describe('POST /api/requests/:id/join with REQUEST_MAX_TUTORS=60', () => {
  it('takes all 50 tutors pressing at once, without duplicates', async () => {
    const request = await postRequest(await createCustomer());

    const answers = await Promise.all(tutors.map((tutor) => call(tutor, 'POST', `/api/requests/${request.id}/join`)));

    expect(answers.map((res) => res.status)).toEqual(tutors.map(() => 200));
    const rows: { tutor_id: string }[] = await db('request_participants').where({ request_id: request.id }).select('tutor_id');
    expect(rows.map((row) => row.tutor_id).sort()).toEqual(tutors.map((tutor) => tutor.id).sort());
    const events = (await requestEvents(request.id)).filter(([type]) => type === 'request.tutor_joined');
    expect(events.map(([, payload]) => payload.tutorId).sort()).toEqual(tutors.map((tutor) => tutor.id).sort());

    const last = answers.at(-1)?.body.request;
    expect(last).toMatchObject({ maxTutors: 60, full: false });
    expect((await app.detail(tutors[0] as Actor, request.id)).participantCount).toBe(50);
  });
});
