import { describe, expect, it } from 'vitest';
import { startBookingsApp, type Actor } from '../helpers/bookings.ts';

// A session's JSON carries its dispute and its accepted moves (docs/product.md#lesson-attendance):
// each side learns only whether it wrote its own statement, never the other side's words, and
// nobody outside the transaction reads any of it.

const app = await startBookingsApp();
const { call, db, createCustomer, createTutor } = app;
const HOUR = 3_600_000;

/** A PAID class with one CONFIRMED session that ended an hour ago, and one accepted late move of it. */
async function endedSession() {
  const customer = await createCustomer();
  const tutor = await createTutor();
  const transaction = await app.book(customer, tutor, { durationHours: 2 });
  await db('transactions').where({ id: transaction.id }).update({ payment_status: 'PAID', paid_at: db.fn.now() });
  const ends = new Date(Date.now() - HOUR);
  const starts = new Date(ends.getTime() - HOUR);
  const [session] = await db('lesson_sessions')
    .insert({
      transaction_id: transaction.id,
      tutor_id: tutor.id,
      starts_at: starts,
      ends_at: ends,
      status: 'CONFIRMED',
      proposed_by: 'tutor',
    })
    .returning<{ id: string }[]>('id');
  await db('lesson_session_changes').insert({
    session_id: session!.id,
    from_starts_at: new Date(starts.getTime() - 2 * HOUR),
    from_ends_at: new Date(starts.getTime() - HOUR),
    to_starts_at: starts,
    to_ends_at: ends,
    proposed_by: 'customer',
    late: true,
  });
  return { customer, tutor, id: transaction.id, sessionId: session!.id };
}

const customerSessions = async (who: Actor, id: string) => (await call(who, 'GET', `/api/transactions/${id}`)).body.transaction.sessions;
const tutorSessions = async (who: Actor, id: string) => (await call(who, 'GET', `/api/tutor/transactions/${id}`)).body.transaction.sessions;

describe('a session’s dispute and moves in the transaction JSON', () => {
  it('shows each side its own statement flag and the decision, and the moves with who asked', async () => {
    const { customer, tutor, id, sessionId } = await endedSession();
    const [before] = await customerSessions(customer, id);
    expect(before.dispute).toBeNull();
    expect(before.changes).toEqual([
      expect.objectContaining({ proposedBy: 'customer', late: true, durationMinutes: 60, toStartsAt: before.startsAt }),
    ]);

    const answered = await call(customer, 'POST', `/api/sessions/${sessionId}/attendance`, { json: { answer: 'PROBLEM' } });
    expect(answered.status).toBe(200);
    const opened = answered.body.session.dispute;
    expect(opened).toMatchObject({ status: 'OPEN', reason: 'PROBLEM', viewerStatementWritten: false, decision: null });

    const wrote = await call(customer, 'POST', `/api/disputes/${opened.id}/statement`, { json: { statement: 'Tutor tidak datang.' } });
    expect(wrote.status).toBe(200);
    const [seenByCustomer] = await customerSessions(customer, id);
    const [seenByTutor] = await tutorSessions(tutor, id);
    expect(seenByCustomer.dispute).toMatchObject({ id: opened.id, viewerStatementWritten: true });
    expect(seenByTutor.dispute).toMatchObject({ id: opened.id, viewerStatementWritten: false });
    expect(seenByTutor.changes).toHaveLength(1);
    // The other side's words stay with the admin.
    expect(JSON.stringify(seenByTutor)).not.toContain('Tutor tidak datang');

    await db('lesson_disputes')
      .where({ id: opened.id })
      .update({ status: 'DECIDED', outcome: 'DONE', decision_note: 'Kelas terbukti berlangsung.', decided_at: db.fn.now() });
    const [decided] = await tutorSessions(tutor, id);
    expect(decided.dispute.decision).toEqual({ outcome: 'DONE', refundAmount: null, note: 'Kelas terbukti berlangsung.' });
  });

  it('gives nobody outside the transaction its sessions', async () => {
    const { id, sessionId } = await endedSession();
    const stranger = await createCustomer();
    const otherTutor = await createTutor();
    expect((await call(stranger, 'GET', `/api/transactions/${id}`)).body.transaction).toBeUndefined();
    expect((await call(otherTutor, 'GET', `/api/tutor/transactions/${id}`)).body.transaction).toBeUndefined();
    const answered = await call(stranger, 'POST', `/api/sessions/${sessionId}/attendance`, { json: { answer: 'NO' } });
    expect([403, 404]).toContain(answered.status);
    expect(await db('lesson_disputes').where({ session_id: sessionId }).first()).toBeUndefined();
  });
});
