import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lessonJobId } from '../../core/lessons/lesson-moments.ts';
import { armLessonJobs, lessonJobArmer, runLessonJob } from '../../jobs/lesson-jobs.ts';
import { SWEEP_QUEUE } from '../../jobs/sweeps.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { lessonFixtures } from '../helpers/lesson-fixtures.ts';

// docs/product.md#lesson-reminders, decision 054: a confirmed session's moments are BullMQ delayed
// jobs in Redis, their delays computed from the clock given, armed once however often the event is
// processed; a reschedule arms new jobs, and the old ones find the row moved and send nothing.

const { db } = await freshDatabase();
const { paidClass } = lessonFixtures(db);
const prefix = redisPrefix();
const connection = { url: inject('redisUrl') };
let queue = new Queue(SWEEP_QUEUE, { connection, prefix });
afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
});
const logger = pino({ level: 'silent' });
const HOUR = 3_600_000;
const plus = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);

// Thursday 3 December 2026 10:00–11:30 WIB; the customer reads it in WITA.
const START = new Date('2026-12-03T03:00:00Z');
const NOW = new Date('2026-12-01T03:00:00Z');

describe('the lesson jobs', () => {
  it('arms every moment of a confirmed session with its delay from now, once however often, and keeps them across a reconnect', async () => {
    const lesson = await paidClass([START], { minutes: 90, customerZone: 'Asia/Makassar' });
    const [id] = lesson.sessionIds as [string];
    expect(await armLessonJobs(db, queue, { sessionId: id }, NOW)).toBe(8);
    await armLessonJobs(db, queue, { transactionId: lesson.transactionId }, NOW);

    const job = (kind: Parameters<typeof lessonJobId>[0], party: Parameters<typeof lessonJobId>[1]) =>
      queue.getJob(lessonJobId(kind, party, id, START));
    expect((await job('remind-24h', 'tutor'))?.opts.delay).toBe(24 * HOUR);
    expect((await job('remind-1h', 'customer'))?.opts.delay).toBe(47 * HOUR);
    expect((await job('prompt', 'tutor'))?.opts.delay).toBe(49.5 * HOUR);
    expect((await job('silence-warning', 'customer'))?.opts.delay).toBe((49.5 + 48) * HOUR);
    expect((await job('silence', 'session'))?.opts.delay).toBe((49.5 + 72) * HOUR);
    expect(await queue.getDelayedCount()).toBe(8);

    // A restart of the process: a new connection finds the same jobs in Redis.
    await queue.close();
    queue = new Queue(SWEEP_QUEUE, { connection, prefix });
    expect((await job('remind-24h', 'customer'))?.data).toEqual({ sessionId: id, party: 'customer', startsAt: START.toISOString() });
  });

  it('moves with a reschedule: the event arms jobs for the new time, and the old time’s job does nothing', async () => {
    const lesson = await paidClass([plus(START, 100)], { minutes: 180 });
    const [id] = lesson.sessionIds as [string];
    const old = plus(START, 100);
    await armLessonJobs(db, queue, { sessionId: id }, NOW);
    const moved = plus(old, 26);
    await db('lesson_sessions')
      .where({ id })
      .update({ starts_at: moved, ends_at: plus(moved, 3) });
    await lessonJobArmer(
      db,
      queue,
      () => NOW,
    )({ type: 'session.rescheduled', payload: { transactionId: lesson.transactionId, sessionId: id } });
    const fresh = await queue.getJob(lessonJobId('remind-24h', 'tutor', id, moved));
    expect(fresh?.opts.delay).toBe(moved.getTime() - 24 * HOUR - NOW.getTime());

    const stale = await queue.getJob(lessonJobId('remind-24h', 'tutor', id, old));
    expect(stale).toBeDefined();
    expect(await runLessonJob('lesson-remind-24h', stale?.data, { db, logger, now: plus(old, -24) })).toEqual({ outcome: 'moved' });
    expect(await runLessonJob('lesson-remind-24h', fresh?.data, { db, logger, now: plus(moved, -24) })).toEqual({ outcome: 'sent' });
    // Run twice (a retry, or the sweep first): sent once.
    expect(await runLessonJob('lesson-remind-24h', fresh?.data, { db, logger, now: plus(moved, -24) })).toEqual({ outcome: 'skipped' });
    expect(await db('outbox').where({ type: 'session.reminder' }).whereRaw(`payload->>'sessionId' = ?`, [id])).toHaveLength(1);
  });

  it('ignores events that confirm nothing, and refuses a malformed job for good', async () => {
    await lessonJobArmer(db, queue, () => NOW)({ type: 'payment.verified', payload: { transactionId: 'x' } });
    await expect(runLessonJob('lesson-prompt', { sessionId: 'nope' }, { db, logger })).rejects.toThrow('malformed lesson-prompt job');
  });
});
