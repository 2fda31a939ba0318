import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PAYMENT_STATUS_LABELS } from '../../core/transactions/labels.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues } from '../../infra/queue.ts';
import { contentForDelivery } from '../../services/notifications/delivery-content.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { expireTransaction } from '../../services/payments/expire-transaction.ts';
import { remindPayment } from '../../services/payments/remind-payment.ts';
import { submitProof } from '../../services/payments/submit-proof.ts';
import type { Storage } from '../../infra/storage.ts';
import { sweepPaymentDeadlines } from '../../jobs/payment-deadlines.ts';
import { chooseTutor } from '../../services/requests/choose-tutor.ts';
import { getRequest } from '../../services/requests/get-request.ts';
import { openTransaction } from '../../services/transactions/open-transaction.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// docs/product.md#payment-deadline: the deadline set at opening, the one reminder, the expiry of an
// UNPAID transaction (never of a waiting proof or a payment), each idempotent under the row lock,
// and a request handed back to its tutors when its transaction expires.

const { db } = await freshDatabase();
const { tutor, customer, request, join, choose } = requestFixtures(db);
const config = { REQUEST_MAX_TUTORS: 10, REQUEST_LIFETIME_HOURS: 168, PAYMENT_WINDOW_HOURS: 24, UNIQUE_CODE_MIN: 1, UNIQUE_CODE_MAX: 999 };
const deps = { db, config };

const setDue = (id: string, hoursFromNow: number) =>
  db('transactions')
    .where({ id })
    .update({ payment_due_at: db.raw('now() + make_interval(secs => ?)', [hoursFromNow * 3600]) });
const rowOf = async (id: string) =>
  (await db('transactions').where({ id }).first('payment_status', 'class_status', 'payment_reminded_at')) as {
    payment_status: string;
    class_status: string;
    payment_reminded_at: Date | null;
  };
const eventsOf = async (type: string, key: string, id: string) =>
  ((await db('outbox').where({ type }).pluck('payload')) as Record<string, string>[]).filter((payload) => payload[key] === id);

async function booking(owner: Person, paymentStatus = 'UNPAID'): Promise<string> {
  const siti = await tutor();
  const requestId = await request(owner);
  await join(requestId, siti.id);
  return choose(requestId, siti.id, paymentStatus);
}

describe('the payment deadline', () => {
  it('is set when the transaction opens, PAYMENT_WINDOW_HOURS from now', async () => {
    const owner = await customer();
    const siti = await tutor();
    const opened = await db.transaction((trx) =>
      openTransaction(trx, { ...config, PAYMENT_WINDOW_HOURS: 5 }, { source: 'booking' }, siti.id, {
        customerId: owner.id,
        customerName: owner.name,
        phone: '081398765432',
        subjects: ['SMA - Fisika'],
        durationHours: 1,
        studentCount: 1,
        notes: null,
      }),
    );
    const { hours } = (await db('transactions')
      .where({ id: opened?.row.id })
      .first(db.raw('extract(epoch from payment_due_at - now()) / 3600 as hours'))) as { hours: string };
    expect(Number(hours)).toBeGreaterThan(4.99);
    expect(Number(hours)).toBeLessThanOrEqual(5);
  });

  it('expires an UNPAID transaction past its deadline once: Kedaluwarsa, class cancelled, one event, one audit entry', async () => {
    const id = await booking(await customer());
    await setDue(id, -0.01);
    expect(await expireTransaction(deps, id)).toBe('expired');
    expect(await expireTransaction(deps, id)).toBe('closed');
    expect(await rowOf(id)).toMatchObject({ payment_status: 'EXPIRED', class_status: 'CANCELLED' });
    expect(await eventsOf('transaction.expired', 'transactionId', id)).toHaveLength(1);
    expect(await db('audit_log').where({ entity: 'transaction', entity_id: id, action: 'transaction.expire' })).toHaveLength(1);
  });

  it('leaves a transaction whose deadline has not come (a job early or a moved deadline)', async () => {
    const id = await booking(await customer());
    await setDue(id, 1);
    expect(await expireTransaction(deps, id)).toBe('not-due');
    expect((await rowOf(id)).payment_status).toBe('UNPAID');
  });

  it('never expires a transaction while its proof waits for the admin, and does once a rejection makes it UNPAID again', async () => {
    const id = await booking(await customer(), 'PROOF_SUBMITTED');
    await setDue(id, -1);
    expect(await expireTransaction(deps, id)).toBe('proof-waiting');
    expect(await sweepPaymentDeadlines(deps)).toMatchObject({ expired: 0 });
    expect((await rowOf(id)).payment_status).toBe('PROOF_SUBMITTED');

    await db('transactions').where({ id }).update({ payment_status: 'UNPAID' });
    const swept = await sweepPaymentDeadlines(deps);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect((await rowOf(id)).payment_status).toBe('EXPIRED');
  });

  it('takes no proof past the deadline, even before the job stored EXPIRED', async () => {
    const owner = await customer();
    const id = await booking(owner);
    await setDue(id, -0.001);
    let read = false;
    const upload = submitProof(
      { db, storage: {} as Storage, logger: pino({ level: 'silent' }), limiter: { enforce: async () => {} } },
      { id: owner.id, role: 'customer' },
      id,
      async () => {
        read = true;
        return { bytes: Buffer.from('bukti'), truncated: false };
      },
    );
    await expect(upload).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Transaksi sudah kedaluwarsa karena tidak dibayar sebelum batas waktu.',
    });
    expect(read).toBe(false);
    expect((await rowOf(id)).payment_status).toBe('UNPAID');
  });

  it('never expires a paid transaction, nor one already closed', async () => {
    const owner = await customer();
    const paid = await booking(owner, 'PAID');
    const cancelled = await booking(owner);
    await db('transactions').where({ id: cancelled }).update({ payment_status: 'CANCELLED', class_status: 'CANCELLED' });
    await setDue(paid, -5);
    await setDue(cancelled, -5);
    await sweepPaymentDeadlines(deps);
    expect(await expireTransaction(deps, paid)).toBe('closed');
    expect(await expireTransaction(deps, cancelled)).toBe('closed');
    expect((await rowOf(paid)).payment_status).toBe('PAID');
    expect((await rowOf(cancelled)).payment_status).toBe('CANCELLED');
    expect(await eventsOf('transaction.expired', 'transactionId', paid)).toHaveLength(0);
  });

  it('refuses a second EXPIRED that would break the class rule at the database too', async () => {
    const id = await booking(await customer());
    await expect(db('transactions').where({ id }).update({ payment_status: 'EXPIRED' })).rejects.toThrow(
      /transactions_expired_class_check/,
    );
  });
});

describe('the reminder', () => {
  it('goes once, 3 hours before the deadline, only to an UNPAID transaction', async () => {
    const owner = await customer();
    const early = await booking(owner);
    await setDue(early, 3.5);
    expect(await remindPayment(db, early)).toBe('not-due');

    const due = await booking(owner);
    await setDue(due, 2.9);
    expect(await remindPayment(db, due)).toBe('reminded');
    expect(await remindPayment(db, due)).toBe('skipped');
    expect(await sweepPaymentDeadlines(deps)).toMatchObject({ reminded: 0 });
    expect(await eventsOf('payment.reminder', 'transactionId', due)).toHaveLength(1);
    expect((await rowOf(due)).payment_reminded_at).not.toBeNull();

    const waiting = await booking(owner, 'PROOF_SUBMITTED');
    await setDue(waiting, 1);
    expect(await remindPayment(db, waiting)).toBe('skipped');
  });

  it('is sent by the sweep when its job was missed', async () => {
    const id = await booking(await customer());
    await setDue(id, 1);
    expect((await sweepPaymentDeadlines(deps)).reminded).toBeGreaterThanOrEqual(1);
    expect(await eventsOf('payment.reminder', 'transactionId', id)).toHaveLength(1);
  });
});

describe("a learning request's transaction that expires", () => {
  it('hands the request back OPEN to its tutors, and the owner may choose again', async () => {
    const owner = await customer('Rina Lestari');
    const [siti, andi] = [await tutor(), await tutor()];
    const requestId = await request(owner, { expiresInHours: 1 });
    await join(requestId, siti.id);
    await join(requestId, andi.id);
    const first = await choose(requestId, siti.id);
    await setDue(first, -0.01);

    expect(await expireTransaction(deps, first)).toBe('expired');
    const reopened = (await db('learning_requests')
      .where({ id: requestId })
      .first('status', 'chosen_tutor_id', db.raw("expires_at > now() + interval '167 hours' as fresh"))) as {
      status: string;
      chosen_tutor_id: string | null;
      fresh: boolean;
    };
    expect(reopened).toEqual({ status: 'OPEN', chosen_tutor_id: null, fresh: true });
    expect(await db('request_participants').where({ request_id: requestId }).pluck('tutor_id')).toHaveLength(2);
    expect(await eventsOf('request.reopened', 'requestId', requestId)).toEqual([{ requestId, transactionId: first }]);

    const viewer = { id: owner.id, role: 'customer' as const };
    const open = await getRequest(deps, viewer, requestId);
    expect(open).toMatchObject({ status: 'OPEN', canChoose: true, transaction: null, chosenTutorId: null });

    const again = await chooseTutor(deps, viewer, requestId, { tutorId: andi.id });
    expect(again.transactionId).not.toBe(first);
    const chosen = await getRequest(deps, viewer, requestId);
    expect(chosen).toMatchObject({
      status: 'CHOSEN',
      chosenTutorId: andi.id,
      transaction: { id: again.transactionId, paymentStatus: 'UNPAID' },
    });
    expect(await db('transactions').where({ request_id: requestId }).orderBy('created_at').pluck('payment_status')).toEqual([
      'EXPIRED',
      'UNPAID',
    ]);
  });
});

describe('the deadline messages, by email and chat', () => {
  const logger = pino({ level: 'silent' });
  const queues = createQueues({ redisUrl: inject('redisUrl'), prefix: redisPrefix(), logger });
  afterAll(() => queues.close());
  const plans = createNotificationPlans(
    notificationContextFrom({
      APP_URL: 'https://ajarin.test',
      GOPAY_NUMBER: '081299998888',
      JWT_SECRET: 'batas-'.repeat(6),
      REQUEST_MAX_TUTORS: 10,
    }),
  );
  const processEvent = createEventProcessor({ db, plans, channels: ['email', 'telegram'], queues, logger });

  async function planned(type: string, transactionId: string) {
    const row = (await db('outbox').where({ type }).whereRaw(`payload->>'transactionId' = ?`, [transactionId]).first('id', 'job_key')) as {
      id: number;
      job_key: string;
    };
    await processEvent({ data: { outboxId: row.id, jobKey: row.job_key } });
    const deliveries = (await db('notification_deliveries').where({ outbox_id: row.id }).select('id', 'user_id', 'channel')) as {
      id: string;
      user_id: string;
      channel: string;
    }[];
    const textFor = async (userId: string) => {
      const delivery = deliveries.find((one) => one.user_id === userId && one.channel === 'email');
      const content = delivery && (await contentForDelivery(db, plans, { id: delivery.id, outboxId: row.id, userId }));
      return content ? [content.title, ...content.lines].join('\n') : '';
    };
    return { channels: deliveries.map((one) => `${one.user_id}:${one.channel}`).sort(), textFor };
  }

  it('reminds a customer linked on Telegram by email and chat, with the deadline in Jakarta time', async () => {
    const owner = await customer('Rina Lestari');
    await db('chat_links').insert({ user_id: owner.id, channel: 'telegram', chat_id: `chat-${owner.id.slice(0, 8)}` });
    const id = await booking(owner);
    await db('transactions').where({ id }).update({ payment_due_at: '2026-11-28T07:05:00Z' });
    // The row's deadline is in the past here; the reminder use case is pinned above, the message here.
    await db.transaction((trx) => writeOutbox(trx, 'payment.reminder', { transactionId: id }));
    const { channels, textFor } = await planned('payment.reminder', id);
    expect(channels).toEqual([`${owner.id}:email`, `${owner.id}:telegram`].sort());
    const text = await textFor(owner.id);
    expect(text).toContain('Pengingat pembayaran');
    expect(text).toContain('Batas waktu pembayaran: 28 November 2026, 14:05 WIB (sekitar 3 jam lagi).');
    expect(text).toContain('Setelah batas waktu itu, transaksi yang belum dibayar menjadi Kedaluwarsa.');
  });

  it("tells both sides of an expiry, and 'Kedaluwarsa' is the label everywhere statuses show", async () => {
    expect(PAYMENT_STATUS_LABELS.EXPIRED).toBe('Kedaluwarsa');
    const owner = await customer('Rina Lestari');
    const id = await booking(owner);
    await setDue(id, -0.01);
    await expireTransaction(deps, id);
    const { tutor_id: tutorId } = (await db('transactions').where({ id }).first('tutor_id')) as { tutor_id: string };
    const { channels, textFor } = await planned('transaction.expired', id);
    expect(channels).toEqual([`${owner.id}:email`, `${tutorId}:email`].sort());
    expect(await textFor(owner.id)).toContain('Permintaan belajar Anda dibuka kembali');
    expect(await textFor(tutorId)).toContain('Kelas ini tidak perlu dilaksanakan.');
  });
});
