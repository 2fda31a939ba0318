import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { startJobs, type JobsHandle } from '../../jobs/start-jobs.ts';
import { SWEEP_QUEUE } from '../../jobs/sweeps.ts';
import { expireRequests } from '../../services/requests/expire-requests.ts';
import { freshDatabase } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp-capture.ts';

// docs/product.md#request-expiry: the sweep closes OPEN requests past their expires_at, one
// 'request.expired' each, once; it leaves alone what is not due or no longer OPEN, and never waits
// for a request another use case holds.

const { db } = await freshDatabase();
const { tutor, customer, request, join, choose } = requestFixtures(db);

const statusOf = async (id: string) => (await db('learning_requests').where({ id }).first('status')).status as string;
const expiredEvents = async () =>
  (await db('outbox').where({ type: 'request.expired' }).orderBy('id').pluck('payload')) as { requestId: string }[];

describe('expireRequests', () => {
  it('expires exactly the overdue OPEN requests with one event each, and a second run changes nothing', async () => {
    const owner = await customer();
    const siti = await tutor();
    const overdue = await request(owner, { expiresInHours: -1 });
    const longOverdue = await request(owner, { expiresInHours: -200 });
    const notDue = await request(owner, { expiresInHours: 1 });
    const chosen = await request(owner, { expiresInHours: -1 });
    await join(chosen, siti.id);
    await choose(chosen, siti.id);
    const cancelled = await request(owner, { status: 'CANCELLED', expiresInHours: -1 });

    const first = await expireRequests(db);
    expect(new Set(first.requestIds)).toEqual(new Set([overdue, longOverdue]));
    expect({
      overdue: await statusOf(overdue),
      longOverdue: await statusOf(longOverdue),
      notDue: await statusOf(notDue),
      chosen: await statusOf(chosen),
      cancelled: await statusOf(cancelled),
    }).toEqual({
      overdue: 'EXPIRED',
      longOverdue: 'EXPIRED',
      notDue: 'OPEN',
      chosen: 'CHOSEN',
      cancelled: 'CANCELLED',
    });
    expect(new Set((await expiredEvents()).map((event) => event.requestId))).toEqual(new Set([overdue, longOverdue]));
    expect(await expiredEvents()).toHaveLength(2);

    expect((await expireRequests(db)).requestIds).toEqual([]);
    expect(await expiredEvents()).toHaveLength(2);
  });

  it('works through more overdue requests than one batch holds', async () => {
    const owner = await customer();
    const before = (await expiredEvents()).length;
    const overdue = await Promise.all([1, 2, 3, 4, 5].map(() => request(owner, { expiresInHours: -2 })));
    const { requestIds } = await expireRequests(db, { batchSize: 2 });
    expect(new Set(requestIds)).toEqual(new Set(overdue));
    expect((await expiredEvents()).length - before).toBe(5);
  });

  it('skips a request another transaction holds instead of waiting, and takes it on a later run', async () => {
    const owner = await customer();
    const held = await request(owner, { expiresInHours: -1 });
    const free = await request(owner, { expiresInHours: -1 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // A choose in progress: it holds the request's row until it commits.
    const holder = db.transaction(async (trx) => {
      await trx('learning_requests').where({ id: held }).forUpdate().first('id');
      locked();
      await released;
    });
    await lockTaken;
    const during = await expireRequests(db);
    release();
    await holder;
    expect(during.requestIds).toEqual([free]);
    expect(await statusOf(held)).toBe('OPEN');

    expect((await expireRequests(db)).requestIds).toEqual([held]);
  });
});

describe('the expiry sweep job', () => {
  // Started only for these tests: the scheduler's first run comes at once and would race the ones above.
  const prefix = `expiry-${randomBytes(6).toString('hex')}`;
  const queue = new Queue(SWEEP_QUEUE, { connection: { url: inject('redisUrl') }, prefix });
  let smtp: SmtpCapture;
  let jobs: JobsHandle;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    jobs = await startJobs({
      config: {
        APP_URL: 'https://ajarin.test',
        GOPAY_NUMBER: '081234567890',
        JWT_SECRET: 'kedaluwarsa-'.repeat(4),
        REDIS_URL: inject('redisUrl'),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
        REDIS_PREFIX: prefix,
        REQUEST_MAX_TUTORS: 10,
        REQUEST_LIFETIME_HOURS: 168,
      },
      db,
      logger: createLogger({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await queue.close();
    await jobs.stop();
    await smtp.stop();
  });

  it('is scheduled every 15 minutes', async () => {
    await expect.poll(() => queue.getJobScheduler('expire-requests'), { timeout: 10_000 }).toMatchObject({ every: 15 * 60_000 });
  });

  it('runs on demand, expires the overdue request and mails its owner once', async () => {
    const owner = await customer('Rina Lestari');
    const overdue = await request(owner, { expiresInHours: -3, subjects: ['SMA - Biologi'] });
    await jobs.runSweepNow('expire-requests');

    const mailsToOwner = () => smtp.messages.filter((mail) => mail.to.includes(owner.email));
    const [mail] = await vi.waitFor(
      () => {
        const found = mailsToOwner();
        if (found.length === 0) throw new Error('no mail yet');
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await statusOf(overdue)).toBe('EXPIRED');
    expect(mail?.subject).toBe('Permintaan belajar Anda kedaluwarsa');
    expect(mail?.text).toContain('Halo Rina Lestari,');
    expect(mail?.text).toContain('Mata pelajaran: SMA - Biologi');
    expect(mail?.text).toContain('Buat Request Baru: https://ajarin.test/create-bidding');

    // A second run finds nothing new; a later overdue request proves the mails of that run went out.
    await jobs.runSweepNow('expire-requests');
    const barrierOwner = await customer('Penanda');
    await request(barrierOwner, { expiresInHours: -1 });
    await jobs.runSweepNow('expire-requests');
    await expect.poll(() => smtp.messages.filter((one) => one.to.includes(barrierOwner.email)).length, { timeout: 15_000 }).toBe(1);
    expect(mailsToOwner()).toHaveLength(1);
  });
});
