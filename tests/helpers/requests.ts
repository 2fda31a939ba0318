import { expect } from 'vitest';
import type { RequestDetail } from '../../core/requests/views.ts';
import { startBookingsApp, uniquePhone, type Actor } from './bookings.ts';

// The bookings test app (real HTTP, the phone-leak recorder) plus the learning-request steps the
// requests-*.test.ts files share.

export async function startRequestsApp(options: { env?: Record<string, string> } = {}) {
  const app = await startBookingsApp(options);
  const { call, db } = app;

  /** A valid form body; each request gets its own phone. */
  const requestInput = (overrides: Record<string, unknown> = {}) => ({
    customerName: 'Budi Santoso',
    phone: uniquePhone('0858'),
    subjects: ['SMA - Fisika'],
    studentCount: 2,
    durationHours: 3,
    notes: 'Persiapan ujian',
    ...overrides,
  });

  /** `count` tutors, a few at a time (each is a password hash and a sign-in). */
  async function createTutors(count: number): Promise<Actor[]> {
    const tutors: Actor[] = [];
    while (tutors.length < count) {
      const batch = Math.min(5, count - tutors.length);
      tutors.push(
        ...(await Promise.all(Array.from({ length: batch }, (_, i) => app.createTutor({ name: `Tutor ${tutors.length + i + 1}` })))),
      );
    }
    return tutors;
  }

  async function postRequest(customer: Actor, overrides: Record<string, unknown> = {}): Promise<RequestDetail> {
    const res = await call(customer, 'POST', '/api/requests', { json: requestInput(overrides) });
    if (res.status !== 201) throw new Error(`request failed: ${res.status} ${res.text}`);
    return res.body.request as RequestDetail;
  }

  async function join(tutor: Actor, requestId: string): Promise<RequestDetail> {
    const res = await call(tutor, 'POST', `/api/requests/${requestId}/join`);
    if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.text}`);
    return res.body.request as RequestDetail;
  }

  async function choose(customer: Actor, requestId: string, tutor: Actor): Promise<{ request: RequestDetail; transactionId: string }> {
    const res = await call(customer, 'POST', `/api/requests/${requestId}/choose`, { json: { tutorId: tutor.id } });
    if (res.status !== 200) throw new Error(`choose failed: ${res.status} ${res.text}`);
    return res.body as { request: RequestDetail; transactionId: string };
  }

  async function detail(viewer: Actor, requestId: string): Promise<RequestDetail> {
    const res = await call(viewer, 'GET', `/api/requests/${requestId}`);
    expect(res.status, res.text).toBe(200);
    return res.body.request as RequestDetail;
  }

  /** The request's outbox events, oldest first, as [type, payload]. */
  async function requestEvents(requestId: string): Promise<[string, Record<string, unknown>][]> {
    const rows: { type: string; payload: Record<string, unknown> }[] = await db('outbox')
      .whereRaw(`payload->>'requestId' = ?`, [requestId])
      .orderBy('id')
      .select('type', 'payload');
    return rows.map((row) => [row.type, row.payload]);
  }

  return { ...app, requestInput, createTutors, postRequest, join, choose, detail, requestEvents };
}

export type RequestsApp = Awaited<ReturnType<typeof startRequestsApp>>;
