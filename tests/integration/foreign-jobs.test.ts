import { randomUUID } from 'node:crypto';
import { UnrecoverableError, Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues, jobIdForOutbox } from '../../infra/queue.ts';
import { createRedis } from '../../infra/redis.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

// A clean `npm start` after deleting `.data`, with the system Redis still holding the old
// database's jobs: those jobs are dropped before any worker meets them, with one info line saying
// how many, instead of a screen of "does not exist in this database" errors. This database's own
// jobs stay and run.

const redisUrl = inject('redisUrl');
const prefix = redisPrefix();
const { db } = await freshDatabase();
const smtp = await startSmtpCapture();
const queues = createQueues({ redisUrl, prefix });
afterAll(async () => {
  await queues.close();
  await smtp.stop();
});

const logLines: { level: number; msg: string; dropped?: number; queues?: Record<string, number> }[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });

describe('a jobs process started over a Redis another database used', () => {
  it("drops that database's waiting, delayed and failed jobs with one line, and runs its own", { timeout: 30_000 }, async () => {
    // Producers fail fast rather than wait for their connection.
    await expect
      .poll(() =>
        queues
          .get('events')
          .getJobCounts()
          .then(
            () => 'connected',
            () => 'not yet',
          ),
      )
      .toBe('connected');
    // What the old database left: events and sends naming rows this database does not have.
    for (let outboxId = 1; outboxId <= 3; outboxId += 1) await queues.addEvent({ outboxId, jobKey: randomUUID(), type: 'class.done' });
    await queues.addDeliveries('email', [{ deliveryId: randomUUID() }, { deliveryId: randomUUID() }], 'transactional');
    await queues.get('email').add('email', { deliveryId: randomUUID() }, { jobId: `delivery-${randomUUID()}`, delay: 60_000 });
    // A send that failed for good there (this process runs no Telegram worker of its own).
    const failed = await queues
      .get('telegram')
      .add('telegram', { deliveryId: randomUUID() }, { jobId: `delivery-${randomUUID()}`, attempts: 1 });
    const oldWorker = new Worker('telegram', () => Promise.reject(new UnrecoverableError('old failure')), {
      connection: createRedis(redisUrl, { forWorker: true }),
      prefix,
    });
    await expect.poll(() => failed.getState(), { timeout: 10_000 }).toBe('failed');
    await oldWorker.close();
    // And one job of this database, queued before the process starts.
    const jobKey = randomUUID();
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'class.done', { transactionId: randomUUID() }));
    await db('outbox').where({ id: outboxId }).update({ job_key: jobKey, relayed_at: db.fn.now() });
    await queues.addEvent({ outboxId, jobKey, type: 'class.done' });

    const jobs = await startJobs({
      config: {
        REDIS_URL: redisUrl,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
        REDIS_PREFIX: prefix,
        APP_URL: 'http://localhost:3000',
        GOPAY_NUMBER: '081234567890',
        JWT_SECRET: 'foreign-jobs-'.repeat(3),
        REQUEST_MAX_TUTORS: 10,
        REQUEST_LIFETIME_HOURS: 168,
      },
      db,
      logger,
    });
    try {
      await expect.poll(() => queues.get('events').getJobState(jobIdForOutbox(jobKey)), { timeout: 10_000 }).toBe('completed');
      const dropLines = logLines.filter((line) => line.msg.includes('left in Redis by another database'));
      expect(dropLines).toHaveLength(1);
      expect(dropLines[0]).toMatchObject({ level: 30, dropped: 7, queues: { events: 3, email: 3, telegram: 1 } });
      for (const name of ['events', 'email', 'telegram'] as const) {
        expect(await queues.get(name).getJobCounts('wait', 'delayed', 'prioritized', 'failed'), name).toEqual({
          wait: 0,
          delayed: 0,
          prioritized: 0,
          failed: 0,
        });
      }
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await jobs.stop();
    }
  });
});
