import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { deadlineJobId } from '../../core/transactions/payment-deadline.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { SWEEP_QUEUE } from '../../jobs/sweeps.ts';
import { freshDatabase } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';
import { killHard, spawnJobsProcess } from '../helpers/spawn-jobs.ts';

// docs/product.md#payment-deadline: the expiry is a BullMQ delayed job armed when the choice's
// event is processed, kept in Redis; a jobs process killed before the deadline and started again
// still expires the transaction at its moment, and the customer gets the reminder and the expiry
// by email once each; the other tutors who joined hear the request is open again.

const { db, url } = await freshDatabase();
const { tutor, customer, request, join, choose } = requestFixtures(db);
const smtp = await startSmtpCapture();
const prefix = `deadline-${randomBytes(6).toString('hex')}`;
const queue = new Queue(SWEEP_QUEUE, { connection: { url: inject('redisUrl') }, prefix });
afterAll(async () => {
  await queue.close();
  await smtp.stop();
});

const jobsProcess = () =>
  spawnJobsProcess({
    DATABASE_URL: url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    APP_URL: 'https://ajarin.test',
    JWT_SECRET: 'batas-waktu-pembayaran-'.repeat(2),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
  });

const mailsTo = (email: string, subject: string) => smtp.messages.filter((mail) => mail.to.includes(email) && mail.subject === subject);

describe('the payment deadline across a restart of the jobs process', () => {
  it('expires the unpaid transaction by its delayed job after a SIGKILL and a new start, reminding first', async () => {
    const owner = await customer('Rina Lestari');
    const siti = await tutor({ name: 'Siti Aminah' });
    const andi = await tutor({ name: 'Andi Wijaya' });
    const requestId = await request(owner);
    await join(requestId, siti.id);
    await join(requestId, andi.id);
    const transactionId = await choose(requestId, siti.id);
    // Due in 8 s: the reminder (3 h before) is due at once, the expiry after the restart below.
    const [{ due }] = (await db('transactions')
      .where({ id: transactionId })
      .update({ payment_due_at: db.raw(`now() + interval '8 seconds'`) })
      .returning('payment_due_at as due')) as [{ due: Date }];
    await db.transaction((trx) => writeOutbox(trx, 'request.tutor_chosen', { requestId, tutorId: siti.id, transactionId }));

    const first = await jobsProcess();
    const expireJobId = deadlineJobId('payment-expire', transactionId, due);
    await expect.poll(async () => (await queue.getJob(expireJobId))?.id, { timeout: 15_000 }).toBe(expireJobId);
    await expect.poll(() => mailsTo(owner.email, 'Pengingat pembayaran').length, { timeout: 15_000 }).toBe(1);
    // Killed once the reminder is recorded as sent, not between its send and its record: a sender
    // killed there sends again after its lease, by design (notification-recovery.test.ts holds that case).
    const reminderDelivery = () =>
      db('notification_deliveries as d')
        .join('outbox as o', 'o.id', 'd.outbox_id')
        .where({ 'o.type': 'payment.reminder', 'd.channel': 'email' })
        .first<{ status: string } | undefined>('d.status');
    await expect.poll(async () => (await reminderDelivery())?.status, { timeout: 15_000 }).toBe('sent');
    await killHard(first);
    expect((await db('transactions').where({ id: transactionId }).first('payment_status')).payment_status).toBe('UNPAID');

    const second = await jobsProcess();
    await expect
      .poll(async () => (await db('transactions').where({ id: transactionId }).first('payment_status')).payment_status, { timeout: 20_000 })
      .toBe('EXPIRED');
    // The job commits the expiry before BullMQ records its return value: wait for that record too.
    await expect.poll(async () => (await queue.getJob(expireJobId))?.returnvalue, { timeout: 5_000 }).toEqual({ outcome: 'expired' });
    await expect.poll(() => mailsTo(owner.email, 'Transaksi Anda kedaluwarsa').length, { timeout: 15_000 }).toBe(1);
    const [expired] = mailsTo(owner.email, 'Transaksi Anda kedaluwarsa');
    expect(expired?.text).toContain('Permintaan belajar Anda dibuka kembali');
    expect(await db('learning_requests').where({ id: requestId }).first('status')).toEqual({ status: 'OPEN' });
    await expect.poll(() => mailsTo(siti.email, 'Pesanan kedaluwarsa').length, { timeout: 15_000 }).toBe(1);
    // The other tutor who joined hears the request is open again; the one whose choice expired does not twice.
    await expect.poll(() => mailsTo(andi.email, 'Permintaan belajar dibuka kembali').length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(siti.email, 'Permintaan belajar dibuka kembali')).toHaveLength(0);
    expect(mailsTo(owner.email, 'Pengingat pembayaran')).toHaveLength(1);
    await killHard(second);
  });
});
