import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { SWEEP_QUEUE } from '../../jobs/sweeps.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { markInactiveTutorsBusy } from '../../services/tutors/mark-inactive-tutors-busy.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { tutorMarkedBusy } from '../../services/tutors/tutor-marked-busy-notification.ts';
import { freshDatabase } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

// The 30-day inactivity sweep: which tutors it marks busy, the one event per tutor it leaves in
// the outbox, that running it again changes nothing, and the email the tutor then receives.

const { db } = await freshDatabase();
const DAY = 24 * 3_600_000;
const CONFIG = {
  APP_URL: 'https://ajarin.test',
  GOPAY_NUMBER: '081234567890',
  JWT_SECRET: 'sapu-'.repeat(8),
  REQUEST_MAX_TUTORS: 10,
  REQUEST_LIFETIME_HOURS: 168,
};
const CONTEXT = notificationContextFrom(CONFIG);
let counter = 0;

async function tutor(options: { available: boolean; lastActiveDaysAgo: number | null; createdDaysAgo?: number }, now: Date) {
  counter += 1;
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const [user] = await db('users')
    .insert({
      email: `sweep-${counter}-${randomBytes(3).toString('hex')}@example.com`,
      password_hash: 'x',
      role: 'tutor',
      name: `Tutor Sapu ${counter}`,
      email_confirmed_at: now,
    })
    .returning<{ id: string; email: string }[]>(['id', 'email']);
  if (!user) throw new Error('no user');
  await db('tutors').insert({
    id: user.id,
    name: `Tutor Sapu ${counter}`,
    is_available: options.available,
    last_active_at: options.lastActiveDaysAgo === null ? null : at(options.lastActiveDaysAgo),
    created_at: at(options.createdDaysAgo ?? 400),
  });
  return user;
}

// The real jobs process: relay, workers and sweeps on queues of its own.
const smtp = await startSmtpCapture();
const prefix = `sweep-${randomBytes(6).toString('hex')}`;
const jobs = await startJobs({
  config: {
    ...CONFIG,
    REDIS_URL: inject('redisUrl'),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
    REDIS_PREFIX: prefix,
  },
  db,
  logger: createLogger({ level: 'silent' }),
});
const queue = new Queue(SWEEP_QUEUE, { connection: { url: inject('redisUrl') }, prefix });
afterAll(async () => {
  await queue.close();
  await jobs.stop();
  await smtp.stop();
});

const events = () => db('outbox').where({ type: 'tutor.marked_busy' }).orderBy('id').pluck<Record<string, string>[]>('payload');

describe('markInactiveTutorsBusy', () => {
  it('marks busy exactly the available tutors inactive for more than 30 days, one event each, once', async () => {
    const now = new Date('2026-06-01T02:00:00Z');
    const stale = await tutor({ available: true, lastActiveDaysAgo: 31 }, now);
    const neverSeen = await tutor({ available: true, lastActiveDaysAgo: null, createdDaysAgo: 45 }, now);
    const recent = await tutor({ available: true, lastActiveDaysAgo: 29 }, now);
    const exactly30 = await tutor({ available: true, lastActiveDaysAgo: 30 }, now);
    const newcomer = await tutor({ available: true, lastActiveDaysAgo: null, createdDaysAgo: 10 }, now);
    const alreadyBusy = await tutor({ available: false, lastActiveDaysAgo: 90 }, now);

    const first = await markInactiveTutorsBusy(db, now);
    expect(new Set(first.tutorIds)).toEqual(new Set([stale.id, neverSeen.id]));
    const availability = Object.fromEntries(
      (
        await db('tutors')
          .whereIn('id', [stale.id, neverSeen.id, recent.id, exactly30.id, newcomer.id, alreadyBusy.id])
          .select('id', 'is_available')
      ).map((row) => [row.id, row.is_available]),
    );
    expect(availability).toEqual({
      [stale.id]: false,
      [neverSeen.id]: false,
      [recent.id]: true,
      [exactly30.id]: true,
      [newcomer.id]: true,
      [alreadyBusy.id]: false,
    });
    expect(new Set((await events()).map((payload) => payload.tutorId))).toEqual(new Set([stale.id, neverSeen.id]));
    expect(await db('audit_log').whereIn('entity_id', [stale.id, neverSeen.id]).pluck('action')).toEqual([
      'tutor.marked_busy_inactive',
      'tutor.marked_busy_inactive',
    ]);

    expect((await markInactiveTutorsBusy(db, now)).tutorIds).toEqual([]);
    expect(await events()).toHaveLength(2);
  });

  it('never marks or tells a tutor twice when two sweeps run at once', async () => {
    const now = new Date('2026-07-01T02:00:00Z');
    const before = (await events()).length;
    const stale = await Promise.all([1, 2, 3].map(() => tutor({ available: true, lastActiveDaysAgo: 60 }, now)));
    const [a, b] = await Promise.all([markInactiveTutorsBusy(db, now), markInactiveTutorsBusy(db, now)]);
    const marked = [...(a?.tutorIds ?? []), ...(b?.tutorIds ?? [])];
    // No tutor in both runs, and one event per marked tutor (earlier tests' tutors are stale by now too).
    expect(new Set(marked).size).toBe(marked.length);
    for (const { id } of stale) expect(marked).toContain(id);
    expect((await events()).length - before).toBe(marked.length);
  });
});

describe('the sweep job and its email', () => {
  it('is scheduled daily at 02:00 Jakarta time', async () => {
    await expect
      .poll(() => queue.getJobScheduler('mark-inactive-tutors-busy'), { timeout: 10_000 })
      .toMatchObject({ pattern: '0 2 * * *', tz: 'Asia/Jakarta' });
  });

  it('runs on demand and emails each tutor it marked, once, in Indonesian, with the way back', async () => {
    const now = new Date();
    const stale = await tutor({ available: true, lastActiveDaysAgo: 35 }, now);
    const another = await tutor({ available: true, lastActiveDaysAgo: 40 }, now);
    await jobs.runSweepNow('mark-inactive-tutors-busy');
    const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
    const [mail] = await vi.waitFor(
      () => {
        const found = mailsTo(stale.email);
        if (found.length === 0) throw new Error('no mail yet');
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mail?.subject).toBe('Status Anda di Ajarin sekarang Sibuk');
    expect(mail?.text).toContain('Halo Tutor Sapu');
    expect(mail?.text).toContain("menjadi 'Sibuk' karena akun Anda tidak aktif selama lebih dari 30 hari");
    expect(mail?.text).toContain("ubah status ketersediaan Anda menjadi 'Tersedia'");
    expect(mail?.text).toContain('https://ajarin.test/dashboard');

    await expect.poll(() => mailsTo(another.email).length, { timeout: 15_000 }).toBe(1);
    // A second run finds nobody new: still one mail each.
    await jobs.runSweepNow('mark-inactive-tutors-busy');
    const barrier = await tutor({ available: true, lastActiveDaysAgo: 50 }, new Date());
    await jobs.runSweepNow('mark-inactive-tutors-busy');
    await expect.poll(() => mailsTo(barrier.email).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(stale.email)).toHaveLength(1);
    expect(mailsTo(another.email)).toHaveLength(1);
  });
});

describe('the marked-busy email', () => {
  it('is skipped when the tutor is available again before it goes out', async () => {
    const now = new Date('2026-08-01T02:00:00Z');
    const back = await tutor({ available: true, lastActiveDaysAgo: 31 }, now);
    await markInactiveTutorsBusy(db, now);
    await db('tutors').where({ id: back.id }).update({ is_available: true });
    expect(await tutorMarkedBusy(db, CONTEXT, { tutorId: back.id })).toBeNull();
  });

  it('refuses an event without a tutor id', async () => {
    await expect(db.transaction((trx) => writeOutbox(trx, 'tutor.marked_busy', {} as { tutorId: string }))).rejects.toThrow();
  });
});
