import { randomUUID } from 'node:crypto';
import { DelayedError, UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMailer } from '../../infra/mail.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues, jobIdForDelivery } from '../../infra/queue.ts';
import { issueEmailToken } from '../../services/accounts/email-tokens.ts';
import { createEmailSender } from '../../services/notifications/email-sender.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { NO_NOTIFICATION, type NotificationPlans } from '../../services/notifications/plan.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { requeueOpenDeliveries } from '../../services/notifications/requeue-deliveries.ts';
import { createSendProcessor, type SendJob } from '../../services/notifications/send-job.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';

// The delivery path piece by piece, against the real Postgres, Redis and an SMTP capture: the
// 'events' job that plans deliveries, the send job that claims, sends and records, and the sweep.

const { db } = await freshDatabase();
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
const smtp = await startSmtpCapture();
const mailer = createMailer({ smtpUrl: smtp.url, from: 'Ajarin <no-reply@ajarin.test>', db, logger });
const queues = createQueues({ redisUrl: inject('redisUrl'), prefix: redisPrefix(), logger });
const context = notificationContextFrom({
  APP_URL: 'https://ajarin.test',
  GOPAY_NUMBER: '081234567890',
  JWT_SECRET: 'pengiriman-'.repeat(4),
  REQUEST_MAX_TUTORS: 10,
});
const plans = createNotificationPlans(context);
const LEASE_MS = 60_000;
afterAll(async () => {
  await queues.close();
  await mailer.close();
  await smtp.stop();
});

const processEvent = createEventProcessor({ db, plans, channels: ['email'], queues, logger });
const processSend = createSendProcessor({ db, send: createEmailSender({ db, plans, mailer }), leaseMs: LEASE_MS, logger });

let users = 0;
/** A user and the confirmation event of a fresh token: the simplest event that mails someone. */
async function confirmationFor(label: string): Promise<{ outboxId: number; userId: string; email: string }> {
  users += 1;
  const email = `${label}.${users}@example.com`;
  const [user] = await db('users').insert({ email, password_hash: 'x', role: 'customer', name: 'Wulan' }).returning<{ id: string }[]>('id');
  if (!user) throw new Error('no user');
  const outboxId = await db.transaction(async (trx) => {
    const tokenId = await issueEmailToken(trx, context.secretKey, user.id, 'confirm_email', 3600);
    return writeOutbox(trx, 'account.confirmation_requested', { userId: user.id, tokenId });
  });
  return { outboxId, userId: user.id, email };
}

const eventJob = async (outboxId: number) => ({
  data: { outboxId, jobKey: (await db('outbox').where({ id: outboxId }).first('job_key')).job_key as string },
});
const deliveryOf = (outboxId: number) => db('notification_deliveries').where({ outbox_id: outboxId }).first();
const sendJob = (deliveryId: string, extra: Partial<SendJob> = {}): SendJob => ({
  data: { deliveryId },
  attemptsMade: 0,
  opts: { attempts: 10 },
  ...extra,
});
const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

async function planned(label: string) {
  const event = await confirmationFor(label);
  await processEvent(await eventJob(event.outboxId));
  const delivery = await deliveryOf(event.outboxId);
  return { ...event, deliveryId: delivery.id as string };
}

describe('the events job', () => {
  it('writes one pending delivery per recipient and channel and queues its send job, once however often it runs', async () => {
    const { outboxId, userId } = await confirmationFor('rencana');
    expect(await processEvent(await eventJob(outboxId))).toEqual({ type: 'account.confirmation_requested', deliveries: 1, queued: 1 });
    expect(await processEvent(await eventJob(outboxId))).toEqual({ type: 'account.confirmation_requested', deliveries: 1, queued: 1 });
    const rows = await db('notification_deliveries')
      .where({ outbox_id: outboxId })
      .select('id', 'user_id', 'channel', 'status', 'attempts');
    expect(rows).toEqual([{ id: expect.any(String), user_id: userId, channel: 'email', status: 'pending', attempts: 0 }]);
    expect(await queues.get('email').getJob(jobIdForDelivery(rows[0].id))).toMatchObject({ data: { deliveryId: rows[0].id } });
  });

  it('tells nobody when the recipient was deleted after the event', async () => {
    const { outboxId, userId } = await confirmationFor('dihapus');
    await db('users').where({ id: userId }).delete();
    expect(await processEvent(await eventJob(outboxId))).toEqual({ type: 'account.confirmation_requested', deliveries: 0, queued: 0 });
  });

  it('consumes an event whose plan says nobody is told, writing nothing', async () => {
    const silent = createEventProcessor({ db, plans: { ...plans, 'class.done': NO_NOTIFICATION }, channels: ['email'], queues, logger });
    const outboxId = await db.transaction((trx) => writeOutbox(trx, 'class.done', { transactionId: randomUUID() }));
    expect(await silent(await eventJob(outboxId))).toEqual({ type: 'class.done', deliveries: 0, queued: 0 });
  });

  it('fails loudly, for good, on an event without a plan, and delivers nothing', async () => {
    const { 'account.confirmation_requested': _left, ...gap } = plans;
    const withGap = createEventProcessor({ db, plans: gap as Partial<NotificationPlans>, channels: ['email'], queues, logger });
    const { outboxId } = await confirmationFor('tanpa-rencana');
    const failure = await withGap(await eventJob(outboxId)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnrecoverableError);
    expect((failure as Error).message).toContain('no notification plan for "account.confirmation_requested"');
    expect(await deliveryOf(outboxId)).toBeUndefined();
    expect(logLines.some((line) => line.includes('"level":50') && line.includes('event cannot be notified'))).toBe(true);
  });

  it('fails for good on a stored event outside the catalog', async () => {
    const [row] = await db('outbox')
      .insert({ type: 'email.send', payload: JSON.stringify({ note: 'baris lama' }) })
      .returning<{ id: number }[]>('id');
    await expect(processEvent(await eventJob(row?.id ?? 0))).rejects.toThrow(/not an event of the catalog/);
    await expect(processEvent(await eventJob(row?.id ?? 0))).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it("drops another database's job (a key or row it does not have) quietly, and fails malformed data for good", async () => {
    const { outboxId } = await confirmationFor('asing');
    const dropped = { type: 'foreign', deliveries: 0, queued: 0 };
    expect(await processEvent({ data: { outboxId, jobKey: randomUUID() } })).toEqual(dropped);
    expect(await processEvent({ data: { outboxId: 987654321, jobKey: randomUUID() } })).toEqual(dropped);
    await expect(processEvent({ data: { outboxId: 'x', email: 'a@b.c' } })).rejects.toBeInstanceOf(UnrecoverableError);
    expect(await deliveryOf(outboxId)).toBeUndefined();
  });
});

describe('the send job', () => {
  it("drops another database's delivery (a row it does not have) quietly, sending nothing", async () => {
    const before = smtp.messages.length;
    expect(await processSend(sendJob(randomUUID()))).toBe('foreign');
    expect(smtp.messages).toHaveLength(before);
  });

  it('sends once however often the job runs, and records it', async () => {
    const { deliveryId, email } = await planned('sekali');
    expect(await processSend(sendJob(deliveryId))).toBe('sent');
    expect(await processSend(sendJob(deliveryId))).toBe('already-done');
    await Promise.all([processSend(sendJob(deliveryId)), processSend(sendJob(deliveryId))]);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.subject).toBe('Konfirmasi pendaftaran Ajarin');
    expect(await db('notification_deliveries').where({ id: deliveryId }).first('status', 'attempts', 'last_error')).toEqual({
      status: 'sent',
      attempts: 1,
      last_error: null,
    });
  });

  it('puts the delivery back to pending on a transient refusal, and the retry sends it', async () => {
    const { deliveryId, email } = await planned('ulang');
    smtp.rejectNext(1, 451);
    const failure = await processSend(sendJob(deliveryId)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(UnrecoverableError);
    const waiting = await db('notification_deliveries').where({ id: deliveryId }).first('status', 'attempts', 'last_error');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toContain('SMTP send failed');
    expect(waiting.last_error).not.toContain(email);
    expect(await processSend(sendJob(deliveryId, { attemptsMade: 1 }))).toBe('sent');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('fails the delivery for good on a permanent refusal or on the last attempt', async () => {
    const permanent = await planned('tidak-ada');
    smtp.rejectNext(1, 550);
    await expect(processSend(sendJob(permanent.deliveryId))).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await db('notification_deliveries').where({ id: permanent.deliveryId }).first('status')).status).toBe('failed');

    const last = await planned('terakhir');
    smtp.rejectNext(1, 451);
    await expect(processSend(sendJob(last.deliveryId, { attemptsMade: 9 }))).rejects.toThrow();
    expect((await db('notification_deliveries').where({ id: last.deliveryId }).first('status')).status).toBe('failed');
    expect(mailsTo(permanent.email).length + mailsTo(last.email).length).toBe(0);
  });

  it('waits for the lease of a sender that holds the delivery, without spending an attempt', async () => {
    const { deliveryId, email } = await planned('dipegang');
    await db('notification_deliveries').where({ id: deliveryId }).update({ status: 'sending', claimed_at: db.fn.now(), attempts: 1 });
    const delayedTo: number[] = [];
    const job = sendJob(deliveryId, { moveToDelayed: async (timestamp) => void delayedTo.push(timestamp) });
    await expect(processSend(job, 'token')).rejects.toBeInstanceOf(DelayedError);
    expect(delayedTo[0]).toBeGreaterThan(Date.now() + LEASE_MS - 5_000);
    expect(mailsTo(email)).toHaveLength(0);

    // Past the lease the holder counts as dead: the next attempt takes the delivery over.
    await db('notification_deliveries')
      .where({ id: deliveryId })
      .update({ claimed_at: db.raw(`now() - interval '61 seconds'`) });
    expect(await processSend(sendJob(deliveryId))).toBe('sent');
    expect(mailsTo(email)).toHaveLength(1);
    expect((await db('notification_deliveries').where({ id: deliveryId }).first('attempts')).attempts).toBe(2);
  });

  it('skips a delivery that has nothing left to say when it is sent', async () => {
    const { deliveryId, email, userId } = await planned('kedaluwarsa');
    // The token row is gone (e.g. the user was re-created): no link can be written.
    await db('email_tokens').where({ user_id: userId }).delete();
    expect(await processSend(sendJob(deliveryId))).toBe('skipped');
    expect((await db('notification_deliveries').where({ id: deliveryId }).first('status')).status).toBe('skipped');
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('the delivery sweep', () => {
  it('queues a new job for a delivery whose job was lost, and leaves a queued one alone', async () => {
    const lost = await planned('hilang');
    const queued = await planned('antre');
    await (await queues.get('email').getJob(jobIdForDelivery(lost.deliveryId)))?.remove();
    await db('notification_deliveries')
      .whereIn('id', [lost.deliveryId, queued.deliveryId])
      .update({ created_at: db.raw(`now() - interval '10 minutes'`) });

    const { requeued } = await requeueOpenDeliveries(db, queues, { leaseMs: LEASE_MS });
    expect(requeued).toBe(1);
    expect(await queues.get('email').getJob(jobIdForDelivery(lost.deliveryId))).toBeDefined();
    expect(await processSend(sendJob(lost.deliveryId))).toBe('sent');
    expect(mailsTo(lost.email)).toHaveLength(1);
  });
});
