import { randomBytes, randomUUID } from 'node:crypto';
import { UnrecoverableError, Worker } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FailedJob, SendQueueSummary } from '../../core/admin/send-queues.ts';
import { createLogger } from '../../infra/logger.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { QUEUE_NAMES } from '../../infra/queue.ts';
import { createRedis } from '../../infra/redis.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { startBookingsApp } from '../helpers/bookings.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

// The admin page's send queues (docs/product.md#admin-bots) against real BullMQ queues, a real jobs
// process and a real SMTP server: counts, failed jobs without the recipient's address, and a retry
// that puts the ledger row back to pending so the message goes out exactly once.

const prefix = `admin-queues-${randomBytes(6).toString('hex')}`;
const app = await startBookingsApp({ env: { REDIS_PREFIX: prefix } });
const { call, db, createCustomer, createTutor, createAdmin, book } = app;
const queues = app.deps.queues;

// 'tutor.marked_busy' cannot be planned while `planningBroken`: its events job fails for good.
let planningBroken = true;
const realPlans = createNotificationPlans(notificationContextFrom(app.deps.config));
const busyPlan = realPlans['tutor.marked_busy'];
if (busyPlan === undefined || typeof busyPlan !== 'object' || !('recipients' in busyPlan)) throw new Error('tutor.marked_busy has no plan');
const plans = {
  ...realPlans,
  'tutor.marked_busy': {
    ...busyPlan,
    recipients: async (...args: Parameters<typeof busyPlan.recipients>) => {
      if (planningBroken) throw new UnrecoverableError('planning refused by the test for budi@example.com');
      return busyPlan.recipients(...args);
    },
  },
};

const smtp = await startSmtpCapture();
const jobs = await startJobs({
  config: { ...app.deps.config, SMTP_URL: smtp.url },
  db,
  logger: createLogger({ level: 'silent' }),
  plans,
  timings: { backoffMs: 50 },
});
afterAll(async () => {
  await jobs.stop();
  await smtp.stop();
  for (const name of QUEUE_NAMES) await queues.get(name).obliterate({ force: true });
});

const admin = await createAdmin();
const tutor = await createTutor({ name: 'Siti Rahma' });
const customer = await createCustomer('Budi Santoso');

const failedJobs = async (queue: string) => {
  const res = await call(admin, 'GET', `/api/admin/send-queues/${queue}/failed`);
  expect(res.status).toBe(200);
  return res.body.jobs as FailedJob[];
};
const summaries = async () => {
  const res = await call(admin, 'GET', '/api/admin/send-queues');
  expect(res.status).toBe(200);
  return res.body.queues as SendQueueSummary[];
};
const retry = (queue: string, jobId: string) =>
  call(admin, 'POST', `/api/admin/send-queues/${queue}/failed/${encodeURIComponent(jobId)}/retry`);

/** A booking whose two emails (customer and tutor) the mail server refuses for good (550). */
async function bookingWithRefusedMail() {
  smtp.rejectNext(2, 550);
  const transaction = await book(customer, tutor);
  const outbox = await db('outbox')
    .where({ type: 'booking.created' })
    .whereRaw("payload->>'transactionId' = ?", [transaction.id])
    .first('id');
  const rows = await vi.waitFor(
    async () => {
      const found = await db('notification_deliveries').where({ outbox_id: outbox.id, channel: 'email' }).select('id', 'user_id', 'status');
      if (found.length !== 2 || found.some((row) => row.status !== 'failed')) throw new Error('deliveries not failed yet');
      return found as { id: string; user_id: string; status: string }[];
    },
    { timeout: 15_000, interval: 50 },
  );
  const ofCustomer = rows.find((row) => row.user_id === customer.id)!;
  await vi.waitFor(
    async () =>
      expect(
        await queues
          .get('email')
          .getJob(`delivery-${ofCustomer.id}`)
          .then((job) => job?.getState()),
      ).toBe('failed'),
    { timeout: 10_000 },
  );
  return {
    transaction,
    outboxId: outbox.id as number,
    customerDelivery: ofCustomer.id,
    tutorDelivery: rows.find((row) => row.user_id === tutor.id)!.id,
  };
}

describe('admins only', () => {
  it('refuses customers and tutors with 403 and no session with 401, and retries nothing for them', async () => {
    const { customerDelivery } = await bookingWithRefusedMail();
    const attempts: [string, string][] = [
      ['GET', '/api/admin/send-queues'],
      ['GET', '/api/admin/send-queues/email/failed'],
      ['POST', `/api/admin/send-queues/email/failed/delivery-${customerDelivery}/retry`],
      ['GET', '/api/admin/whatsapp'],
    ];
    for (const [method, path] of attempts) {
      for (const outsider of [customer, tutor]) expect((await call(outsider, method, path)).status, `${method} ${path}`).toBe(403);
      expect((await call(null, method, path)).status).toBe(401);
    }
    expect((await db('notification_deliveries').where({ id: customerDelivery }).first('status')).status).toBe('failed');
    expect(
      await queues
        .get('email')
        .getJob(`delivery-${customerDelivery}`)
        .then((job) => job?.getState()),
    ).toBe('failed');
  });
});

describe('the queue counts', () => {
  it('counts the jobs of every queue by state, and says when a queue is paused or rate-limited', async () => {
    const telegram = queues.get('telegram');
    // No Telegram worker runs in this test: these jobs stay where they are put.
    await telegram.add('telegram', { deliveryId: randomUUID() });
    await telegram.add('telegram', { deliveryId: randomUUID() }, { priority: 3 });
    await telegram.add('telegram', { deliveryId: randomUUID() }, { delay: 600_000 });
    await telegram.pause();
    await telegram.rateLimit(30_000);
    const mailed = await summaries();
    expect(mailed.map((queue) => queue.name)).toEqual(['events', 'email', 'telegram', 'whatsapp']);
    expect(mailed.find((queue) => queue.name === 'telegram')).toMatchObject({
      counts: { waiting: 2, active: 0, delayed: 1, failed: 0, completed: 0 },
      paused: true,
    });
    expect(mailed.find((queue) => queue.name === 'telegram')!.rateLimitedMs).toBeGreaterThan(20_000);
    await telegram.resume();
    await telegram.removeRateLimitKey();
    await telegram.obliterate({ force: true });

    const before = mailed.find((queue) => queue.name === 'email')!.counts;
    await bookingWithRefusedMail();
    await vi.waitFor(async () => {
      const email = (await summaries()).find((queue) => queue.name === 'email')!;
      expect(email.counts.failed).toBe(before.failed + 2);
    });
    const after = await summaries();
    expect(after.find((queue) => queue.name === 'events')!.counts.completed).toBeGreaterThan(0);
    expect(after.find((queue) => queue.name === 'telegram')).toMatchObject({
      counts: { waiting: 0, delayed: 0 },
      paused: false,
      rateLimitedMs: 0,
    });
  });
});

describe('failed jobs', () => {
  it('lists a delivery that failed for good, newest first, with channel and event but not the recipient', async () => {
    const { customerDelivery, tutorDelivery } = await bookingWithRefusedMail();
    const res = await call(admin, 'GET', '/api/admin/send-queues/email/failed');
    expect(res.status).toBe(200);
    const ids = res.body.jobs.map((job: { id: string }) => job.id);
    expect(ids).toContain(`delivery-${customerDelivery}`);
    expect(ids).toContain(`delivery-${tutorDelivery}`);
    expect(res.body.jobs.find((job: { id: string }) => job.id === `delivery-${customerDelivery}`)).toEqual({
      id: `delivery-${customerDelivery}`,
      name: 'email',
      attemptsMade: 1,
      failedAt: expect.any(String),
      reason: 'UnrecoverableError: SMTP send failed (EMESSAGE 550)',
      eventType: 'booking.created',
      channel: 'email',
      deliveryStatus: 'failed',
    });
    const times = res.body.jobs.map((job: { failedAt: string }) => job.failedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const secret of [customer.email, tutor.email, customer.id, tutor.id]) expect(res.text).not.toContain(secret);
  });

  it('shows a failure text that quoted a phone number or an address without them', async () => {
    const whatsapp = queues.get('whatsapp');
    const connection = createRedis(app.deps.config.REDIS_URL, { forWorker: true });
    const worker = new Worker(
      'whatsapp',
      async () => {
        throw new UnrecoverableError('send to 6281234567890@s.whatsapp.net failed: +62 812-3456-7890 budi@example.com');
      },
      { connection, prefix },
    );
    const jobId = `delivery-${randomUUID()}`;
    await whatsapp.add('whatsapp', { deliveryId: jobId.slice('delivery-'.length) }, { jobId });
    await vi.waitFor(async () => expect(await whatsapp.getJob(jobId).then((job) => job?.getState())).toBe('failed'), { timeout: 10_000 });
    await worker.close();
    connection.disconnect();

    const listed = (await failedJobs('whatsapp')).find((job) => job.id === jobId);
    expect(listed).toMatchObject({
      reason: 'send to [alamat] failed: [angka] [alamat]',
      eventType: null,
      channel: null,
      deliveryStatus: null,
    });
    // Its row is not in this database: retrying could only fail again.
    const res = await retry('whatsapp', jobId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Data job ini tidak ada di database, jadi mengulangnya tidak akan berhasil.');
    expect(await whatsapp.getJob(jobId).then((job) => job?.getState())).toBe('failed');
  });

  it('answers 404 with a message for a queue that does not exist, and 400 for a malformed job id', async () => {
    for (const path of ['/api/admin/send-queues/sms/failed', '/api/admin/send-queues/__proto__/failed']) {
      const res = await call(admin, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Antrean tidak dikenal.');
    }
    expect((await call(admin, 'POST', '/api/admin/send-queues/sms/failed/1/retry')).status).toBe(404);
    const malformed = await call(admin, 'POST', '/api/admin/send-queues/email/failed/a%20b/retry');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Id job tidak valid.');
  });
});

describe('retrying', () => {
  it('puts the ledger row back to pending, sends the mail exactly once, audits it; again is 409', async () => {
    const { customerDelivery, tutorDelivery } = await bookingWithRefusedMail();
    const jobId = `delivery-${customerDelivery}`;
    const mailsToCustomer = () => smtp.messages.filter((mail) => mail.to.includes(customer.email)).length;
    const before = mailsToCustomer();

    const res = await retry('email', jobId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queue: 'email', jobId, deliveryReset: true });
    await vi.waitFor(
      async () => expect((await db('notification_deliveries').where({ id: customerDelivery }).first('status')).status).toBe('sent'),
      { timeout: 15_000 },
    );
    await vi.waitFor(
      async () =>
        expect(
          await queues
            .get('email')
            .getJob(jobId)
            .then((job) => job?.getState()),
        ).toBe('completed'),
      { timeout: 10_000 },
    );
    expect(mailsToCustomer()).toBe(before + 1);
    expect(
      await db('audit_log')
        .where({ entity: 'notification_delivery', entity_id: customerDelivery })
        .select('actor_id', 'action', 'before', 'after'),
    ).toEqual([{ actor_id: admin.id, action: 'retryDelivery', before: { status: 'failed' }, after: { status: 'pending' } }]);
    // The other recipient's delivery is untouched.
    expect((await db('notification_deliveries').where({ id: tutorDelivery }).first('status')).status).toBe('failed');

    const again = await retry('email', jobId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Job ini tidak sedang gagal (sudah diulang, selesai, atau dihapus). Tidak ada yang diubah.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsToCustomer()).toBe(before + 1);
    expect(
      await db('audit_log')
        .where({ entity: 'notification_delivery', entity_id: customerDelivery })
        .count<{ count: number }[]>('* as count'),
    ).toEqual([{ count: 1 }]);
  });

  it('refuses with 409 a job that is not failed or does not exist, changing nothing', async () => {
    const telegram = queues.get('telegram');
    await telegram.add('telegram', { deliveryId: randomUUID() }, { jobId: 'delivery-waiting-one', delay: 600_000 });
    for (const [queue, jobId] of [
      ['telegram', 'delivery-waiting-one'],
      ['email', `delivery-${randomUUID()}`],
    ] as const) {
      const res = await retry(queue, jobId);
      expect(res.status, jobId).toBe(409);
      expect(res.body.error.message).toBe('Job ini tidak sedang gagal (sudah diulang, selesai, atau dihapus). Tidak ada yang diubah.');
    }
    expect(await telegram.getJob('delivery-waiting-one').then((job) => job?.getState())).toBe('delayed');
    await telegram.obliterate({ force: true });
  });

  it('refuses a delivery the ledger already sent: retrying the job would send nothing', async () => {
    const { customerDelivery } = await bookingWithRefusedMail();
    await db('notification_deliveries').where({ id: customerDelivery }).update({ status: 'sent', sent_at: db.fn.now() });
    const res = await retry('email', `delivery-${customerDelivery}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Pesan ini sudah terkirim atau dilewati; tidak dikirim ulang.');
    expect(
      await queues
        .get('email')
        .getJob(`delivery-${customerDelivery}`)
        .then((job) => job?.getState()),
    ).toBe('failed');
  });

  it("runs an 'events' job again: its deliveries are planned and sent", async () => {
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'tutor.marked_busy', { tutorId: tutor.id }));
    const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first('job_key');
    const jobId = `outbox-${jobKey}`;
    await vi.waitFor(
      async () =>
        expect(
          await queues
            .get('events')
            .getJob(jobId)
            .then((job) => job?.getState()),
        ).toBe('failed'),
      { timeout: 15_000 },
    );
    const listed = (await failedJobs('events')).find((job) => job.id === jobId);
    expect(listed).toMatchObject({
      name: 'tutor.marked_busy',
      eventType: 'tutor.marked_busy',
      reason: 'planning refused by the test for [alamat]',
      channel: null,
    });

    planningBroken = false;
    const res = await retry('events', jobId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ queue: 'events', jobId, deliveryReset: false });
    await vi.waitFor(
      async () =>
        expect(
          await queues
            .get('events')
            .getJob(jobId)
            .then((job) => job?.getState()),
        ).toBe('completed'),
      { timeout: 15_000 },
    );
    expect(await db('notification_deliveries').where({ outbox_id: outboxId }).pluck('channel')).toEqual(['email']);
    expect(await db('audit_log').where({ entity: 'outbox', entity_id: jobKey }).select('actor_id', 'action')).toEqual([
      { actor_id: admin.id, action: 'retryEvent' },
    ]);
    expect((await retry('events', jobId)).status).toBe(409);
  });
});
