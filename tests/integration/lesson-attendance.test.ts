import { describe, expect, it } from 'vitest';
import { answerAttendance } from '../../services/lessons/answer-attendance.ts';
import { applySilence } from '../../services/lessons/apply-silence.ts';
import { decideDispute } from '../../services/lessons/decide-dispute.ts';
import { listDisputes } from '../../services/lessons/list-disputes.ts';
import { sendLessonNotice } from '../../services/lessons/send-lesson-notice.ts';
import { writeDisputeStatement } from '../../services/lessons/write-dispute-statement.ts';
import { payoutEligibility } from '../../services/payouts/payout-eligibility.ts';
import { completeClass } from '../../services/transactions/complete-class.ts';
import { sweepLessonSessions } from '../../jobs/lesson-jobs.ts';
import { freshDatabase } from '../helpers/database.ts';
import { lessonFixtures } from '../helpers/lesson-fixtures.ts';

// docs/product.md#lesson-attendance: with a controllable clock (every use case takes `now`), the
// reminders and the prompt reach each side at its moment in its own zone, quiet hours deferred;
// the tutor's Ya is needed; the customer's silence counts 72 h after the end, warned 24 h before;
// the class is DONE when its sessions are; a dispute holds the payout until an admin decides.

const { db } = await freshDatabase();
const { paidClass } = lessonFixtures(db);
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const plus = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);
const clock = (now: Date) => ({ db, now: () => now });

const eventsOf = async (type: string, sessionId: string) =>
  ((await db('outbox').where({ type }).orderBy('id').pluck('payload')) as Record<string, string>[]).filter(
    (payload) => payload.sessionId === sessionId,
  );
const sessionRow = (id: string) => db('lesson_sessions').where({ id }).first();
const transactionRow = (id: string) => db('transactions').where({ id }).first('payment_status', 'class_status');

// Tuesday 1 December 2026 16:00 WIB, 3 hours.
const START = at('2026-12-01T09:00:00Z');
const END = plus(START, 3);

describe('reminders and the attendance prompt', () => {
  it('reminds each side 24 h and 1 h before, once however often the job runs', async () => {
    const lesson = await paidClass([START]);
    const [id] = lesson.sessionIds as [string];
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: plus(START, -25) })).toBe('not-due');
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: plus(START, -24), startsAt: START })).toBe('sent');
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: plus(START, -23), startsAt: START })).toBe('skipped');
    expect(await sendLessonNotice(db, 'remind-24h', 'customer', id, { now: plus(START, -24) })).toBe('sent');
    expect(await sendLessonNotice(db, 'remind-1h', 'customer', id, { now: plus(START, -1) })).toBe('sent');
    const reminders = await eventsOf('session.reminder', id);
    expect(reminders.map(({ party, hours }) => `${party}:${hours}`)).toEqual(['tutor:24', 'customer:24', 'customer:1']);
    expect((await sessionRow(id)).reminded_24h_at).not.toBeNull();
    // The sweep at the same moments finds nothing more to send.
    expect((await sweepLessonSessions(db, plus(START, -1))).sent).toBeGreaterThanOrEqual(1);
    expect(await eventsOf('session.reminder', id)).toHaveLength(4);
    expect(await sendLessonNotice(db, 'remind-1h', 'tutor', id, { now: plus(START, -0.5) })).toBe('skipped');
  });

  it('waits out the quiet hours in the recipient’s own zone, but sends the 1 h reminder at night', async () => {
    // 22:00 WIB for the tutor, 00:00 WIT for the customer.
    const late = at('2026-12-02T15:00:00Z');
    const lesson = await paidClass([late], { customerZone: 'Asia/Jayapura' });
    const [id] = lesson.sessionIds as [string];
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: plus(late, -24) })).toBe('not-due');
    // 06:00 WIT (21:00 UTC) comes before 06:00 WIB (23:00 UTC).
    expect(await sendLessonNotice(db, 'remind-24h', 'customer', id, { now: at('2026-12-01T21:00:00Z') })).toBe('sent');
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: at('2026-12-01T21:00:00Z') })).toBe('not-due');
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: at('2026-12-01T23:00:00Z') })).toBe('sent');
    expect(await sendLessonNotice(db, 'remind-1h', 'tutor', id, { now: plus(late, -1) })).toBe('sent');
    // The prompt at the end (01:00 WIB / 03:00 WIT) waits for each side's 06:00.
    const end = plus(late, 3);
    expect(await sendLessonNotice(db, 'prompt', 'tutor', id, { now: end })).toBe('not-due');
    expect(await sendLessonNotice(db, 'prompt', 'customer', id, { now: at('2026-12-02T21:00:00Z') })).toBe('sent');
    expect(await sendLessonNotice(db, 'prompt', 'tutor', id, { now: at('2026-12-02T23:00:00Z') })).toBe('sent');
  });

  it('prompts both sides at the end, not before, and not a side that answered already', async () => {
    const lesson = await paidClass([START]);
    const [id] = lesson.sessionIds as [string];
    expect(await sendLessonNotice(db, 'prompt', 'tutor', id, { now: plus(END, -0.1) })).toBe('not-due');
    await answerAttendance(clock(END), { id: lesson.tutor.id, role: 'tutor' }, id, 'YES');
    expect(await sendLessonNotice(db, 'prompt', 'tutor', id, { now: END })).toBe('skipped');
    expect(await sendLessonNotice(db, 'prompt', 'customer', id, { now: END })).toBe('sent');
    expect((await eventsOf('session.attendance_requested', id)).map((payload) => payload.party)).toEqual(['customer']);
  });

  it('does nothing for a job of the session’s old time once it moved, and sends again for the new time', async () => {
    const lesson = await paidClass([START]);
    const [id] = lesson.sessionIds as [string];
    const moved = plus(START, 48);
    await db('lesson_sessions')
      .where({ id })
      .update({ starts_at: moved, ends_at: plus(moved, 3) });
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: plus(START, -24), startsAt: START })).toBe('moved');
    expect(await sendLessonNotice(db, 'remind-24h', 'tutor', id, { now: plus(moved, -24), startsAt: moved })).toBe('sent');
  });
});

describe('attendance and the silence rule', () => {
  it('refuses an answer before the end, from a stranger, or that is not Ya / Tidak / Ada masalah', async () => {
    const lesson = await paidClass([START]);
    const [id] = lesson.sessionIds as [string];
    const tutor = { id: lesson.tutor.id, role: 'tutor' as const };
    await expect(answerAttendance(clock(plus(END, -0.5)), tutor, id, 'YES')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Kehadiran dapat dijawab setelah sesi berakhir.',
    });
    await expect(answerAttendance(clock(END), { id: lesson.customer.id, role: 'tutor' }, id, 'YES')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(answerAttendance(clock(END), tutor, id, 'MAYBE' as 'YES')).rejects.toMatchObject({ code: 'VALIDATION' });
    expect((await sessionRow(id)).tutor_attendance).toBeNull();
  });

  it('needs the tutor’s Ya: the customer’s Ya alone leaves the session open; both finish it, and the class with its last session', async () => {
    const lesson = await paidClass([START, plus(START, 24)]);
    const [first, second] = lesson.sessionIds as [string, string];
    const tutor = { id: lesson.tutor.id, role: 'tutor' as const };
    const customer = { id: lesson.customer.id, role: 'customer' as const };
    const later = clock(plus(START, 30));
    await answerAttendance(later, customer, first, 'YES');
    expect((await sessionRow(first)).status).toBe('CONFIRMED');
    const answered = await answerAttendance(later, tutor, first, 'YES');
    expect(answered).toMatchObject({ message: 'Terima kasih, sesi tercatat selesai.', session: { status: 'DONE' } });
    expect((await sessionRow(first)).done_reason).toBe('both');
    expect((await transactionRow(lesson.transactionId)).class_status).toBe('IN_PROGRESS');
    // The same button twice changes nothing.
    await answerAttendance(later, tutor, first, 'YES');
    await answerAttendance(later, tutor, second, 'YES');
    await answerAttendance(later, customer, second, 'YES');
    expect(await transactionRow(lesson.transactionId)).toEqual({ payment_status: 'PAID', class_status: 'DONE' });
    const classDone = ((await db('outbox').where({ type: 'class.done' }).pluck('payload')) as { transactionId: string }[]).filter(
      (payload) => payload.transactionId === lesson.transactionId,
    );
    expect(classDone).toHaveLength(1);
    expect((await db('tutors').where({ id: lesson.tutor.id }).first('hours_taught')).hours_taught).toBe(3);
  });

  it('warns the silent customer 24 h before and counts the silence at 72 h after the end, if the tutor said Ya', async () => {
    const lesson = await paidClass([START]);
    const [id] = lesson.sessionIds as [string];
    expect(await sendLessonNotice(db, 'silence-warning', 'customer', id, { now: plus(END, 47) })).toBe('not-due');
    expect(await sendLessonNotice(db, 'silence-warning', 'customer', id, { now: plus(END, 48) })).toBe('sent');
    expect(await sendLessonNotice(db, 'silence-warning', 'customer', id, { now: plus(END, 49) })).toBe('skipped');
    expect(await eventsOf('session.silence_warning', id)).toHaveLength(1);
    expect(await applySilence(db, id, plus(END, 72))).toBe('waiting-tutor');
    await answerAttendance(clock(plus(END, 1)), { id: lesson.tutor.id, role: 'tutor' }, id, 'YES');
    expect(await applySilence(db, id, plus(END, 71.9))).toBe('not-due');
    expect(await applySilence(db, id, plus(END, 72))).toBe('done');
    expect(await applySilence(db, id, plus(END, 73))).toBe('skipped');
    expect(await sessionRow(id)).toMatchObject({ status: 'DONE', done_reason: 'silence' });
    expect((await transactionRow(lesson.transactionId)).class_status).toBe('DONE');
    expect(await eventsOf('session.done', id)).toHaveLength(1);
  });

  it('finishes at once when the tutor says Ya after the customer was silent for 72 h', async () => {
    const lesson = await paidClass([START]);
    const [id] = lesson.sessionIds as [string];
    await answerAttendance(clock(plus(END, 80)), { id: lesson.tutor.id, role: 'tutor' }, id, 'YES');
    expect(await sessionRow(id)).toMatchObject({ status: 'DONE', done_reason: 'silence' });
  });

  it('refuses the old ‘Tandai Selesai’ for a class with sessions', async () => {
    const lesson = await paidClass([START]);
    await expect(completeClass({ db }, { id: lesson.customer.id, role: 'customer' }, lesson.transactionId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Kelas dengan jadwal sesi selesai lewat konfirmasi kehadiran setiap sesi.',
    });
  });
});

describe('disputes', () => {
  async function disputed() {
    const lesson = await paidClass([START, plus(START, 24)]);
    const [first, second] = lesson.sessionIds as [string, string];
    const tutor = { id: lesson.tutor.id, role: 'tutor' as const };
    const customer = { id: lesson.customer.id, role: 'customer' as const };
    const later = clock(plus(START, 30));
    for (const id of [first, second]) await answerAttendance(later, tutor, id, 'YES');
    await answerAttendance(later, customer, first, 'YES');
    const answer = await answerAttendance(later, customer, second, 'PROBLEM');
    const dispute = await db('lesson_disputes').where({ session_id: second }).first();
    return { lesson, tutor, customer, first, second, answer, dispute: dispute as { id: string; status: string } };
  }
  const admin = async () => {
    const [row] = await db('users')
      .insert({
        email: `admin.${Date.now()}.${Math.random()}@example.com`,
        password_hash: 'x',
        role: 'admin',
        name: 'Admin',
        email_confirmed_at: db.fn.now(),
      })
      .returning<{ id: string }[]>('id');
    return { id: row!.id, role: 'admin' as const };
  };

  it('opens on the customer’s ‘Ada masalah’, holds the payout, and takes each side’s statement', async () => {
    const { lesson, tutor, customer, second, answer, dispute } = await disputed();
    expect(answer.session.status).toBe('DISPUTED');
    expect(dispute.status).toBe('OPEN');
    expect((await transactionRow(lesson.transactionId)).class_status).toBe('IN_PROGRESS');
    expect(await eventsOf('dispute.opened', second)).toHaveLength(1);
    // The class would be DONE by its sessions only after the admin; even a DONE class is held while a dispute is open.
    await db('transactions').where({ id: lesson.transactionId }).update({ class_status: 'DONE' });
    await expect(payoutEligibility(db, tutor, lesson.transactionId, 0)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Pencairan ditahan: ada sengketa kelas yang belum diputuskan admin.',
    });
    await db('transactions').where({ id: lesson.transactionId }).update({ class_status: 'IN_PROGRESS' });
    await writeDisputeStatement({ db }, customer, dispute.id, '  Tutor datang terlambat 1 jam.  ');
    await writeDisputeStatement({ db }, tutor, dispute.id, 'Macet, kelas diganti di akhir.');
    await expect(writeDisputeStatement({ db }, customer, dispute.id, '   ')).rejects.toMatchObject({ code: 'VALIDATION' });
    const [queued] = await listDisputes({ db }, await admin());
    expect(queued).toMatchObject({ status: 'OPEN' });
    const mine = (await listDisputes({ db }, await admin())).find((item) => item.id === dispute.id);
    expect(mine).toMatchObject({ customerStatement: 'Tutor datang terlambat 1 jam.', tutorStatement: 'Macet, kelas diganti di akhir.' });
    await expect(listDisputes({ db }, customer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is decided by an admin only, audited and told: a partial refund finishes the class and lowers the payout', async () => {
    const { lesson, tutor, customer, second, dispute } = await disputed();
    await expect(decideDispute({ db }, customer, dispute.id, { outcome: 'DONE' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const decider = await admin();
    await expect(decideDispute({ db }, decider, dispute.id, { outcome: 'PARTIAL_REFUND', refundAmount: 600_000 })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(
      await decideDispute({ db }, decider, dispute.id, { outcome: 'PARTIAL_REFUND', refundAmount: 100_000, note: 'Terlambat' }),
    ).toEqual({
      message: 'Keputusan tersimpan. Kedua pihak diberi tahu.',
    });
    await expect(decideDispute({ db }, decider, dispute.id, { outcome: 'DONE' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await sessionRow(second)).toMatchObject({ status: 'DONE', done_reason: 'admin' });
    expect((await transactionRow(lesson.transactionId)).class_status).toBe('DONE');
    const audit = await db('audit_log').where({ entity: 'lesson_dispute', entity_id: dispute.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: decider.id, action: 'lesson_dispute.decide' });
    const decided = ((await db('outbox').where({ type: 'dispute.decided' }).pluck('payload')) as { disputeId: string }[]).filter(
      (payload) => payload.disputeId === dispute.id,
    );
    expect(decided).toEqual([{ transactionId: lesson.transactionId, disputeId: dispute.id, outcome: 'PARTIAL_REFUND' }]);
    // 600 000 paid, 100 000 back: the tutor gets 85 % of 500 000.
    const { preview } = await payoutEligibility(db, tutor, lesson.transactionId, 0);
    expect(preview.amount).toBe(425_000);
  });

  it('sends a full refund to the refund queue and cancels the class and its sessions', async () => {
    const { lesson, first, dispute } = await disputed();
    await decideDispute({ db }, await admin(), dispute.id, { outcome: 'FULL_REFUND' });
    expect(await transactionRow(lesson.transactionId)).toEqual({ payment_status: 'REFUND_REQUESTED', class_status: 'CANCELLED' });
    expect((await sessionRow(first)).status).toBe('DONE');
    expect((await db('lesson_sessions').where({ transaction_id: lesson.transactionId, status: 'CANCELLED' })).length).toBe(1);
  });
});
