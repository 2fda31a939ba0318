import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Actor } from '../../core/accounts/actor.ts';
import { createQueues } from '../../infra/queue.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import { submitFeedback } from '../../services/feedback/submit-feedback.ts';
import { completeRefund } from '../../services/payments/complete-refund.ts';
import { rejectPayout } from '../../services/payouts/reject-payout.ts';
import { requestPayout } from '../../services/payouts/request-payout.ts';
import { contentForDelivery } from '../../services/notifications/delivery-content.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { cancelTransaction } from '../../services/transactions/cancel-transaction.ts';
import { completeClass } from '../../services/transactions/complete-class.ts';
import { requestRefund } from '../../services/transactions/request-refund.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// The events that used to tell nobody (docs/product.md#notification-events), each written by its
// own use case and planned by the real 'events' processor: a class done tells the tutor the money
// is ready (with 'Ajukan Pencairan'), a cancel or refund tells the other side, a rejected payout
// carries its reason and the way to ask again, and the admins hear of refunds and new feedback.

const { db } = await freshDatabase();
const logger = pino({ level: 'silent' });
const queues = createQueues({ redisUrl: inject('redisUrl'), prefix: redisPrefix(), logger });
afterAll(() => queues.close());
const plans = createNotificationPlans(
  notificationContextFrom({
    APP_URL: 'https://ajarin.test',
    GOPAY_NUMBER: '081299998888',
    JWT_SECRET: 'hasil-transaksi-'.repeat(3),
    REQUEST_MAX_TUTORS: 10,
  }),
);
const processEvent = createEventProcessor({ db, plans, channels: ['email', 'telegram'], queues, logger });
const { tutor, customer, request, choose, REQUEST_PHONE } = requestFixtures(db);
const unlimited: RateLimiter = { enforce: async () => {} };

const as = (person: Person, role: Actor['role']): Actor => ({ id: person.id, role });

/** Plans every outbox row written since `afterId`, as the 'events' worker does; the deliveries made. */
async function planSince(afterId: number) {
  const rows = await db('outbox')
    .where('id', '>', afterId)
    .orderBy('id')
    .select<{ id: number; job_key: string; type: string }[]>('id', 'job_key', 'type');
  for (const row of rows) await processEvent({ data: { outboxId: row.id, jobKey: row.job_key } });
  const deliveries = await db('notification_deliveries as d')
    .join('outbox as o', 'o.id', 'd.outbox_id')
    .where('d.outbox_id', '>', afterId)
    .select<{ id: string; outbox_id: number; user_id: string; channel: string; type: string }[]>(
      'd.id',
      'd.outbox_id',
      'd.user_id',
      'd.channel',
      'o.type',
    );
  return deliveries;
}

const lastOutboxId = async () => Number((await db('outbox').max<{ max: number | null }>('id as max').first())?.max ?? 0);

async function contentOf(deliveries: Awaited<ReturnType<typeof planSince>>, type: string, userId: string) {
  const row = deliveries.find((delivery) => delivery.type === type && delivery.user_id === userId && delivery.channel === 'email');
  if (!row) return null;
  return contentForDelivery(db, plans, { id: row.id, outboxId: row.outbox_id, userId: row.user_id });
}

const text = (content: { title: string; lines: string[] } | null) => (content ? [content.title, ...content.lines].join('\n') : '');

async function admin(): Promise<Person> {
  const email = `admin-${randomBytes(4).toString('hex')}@ajarin.test`;
  const [row] = await db('users')
    .insert({ email, password_hash: 'x', role: 'admin', name: 'Admin Ajarin', email_confirmed_at: db.fn.now() })
    .returning<{ id: string }[]>('id');
  return { id: row!.id, email, name: 'Admin Ajarin' };
}

async function transaction(paymentStatus: string) {
  const someTutor = await tutor({ name: 'Siti Rahma' });
  const owner = await customer('Rina Lestari');
  const transactionId = await choose(await request(owner), someTutor.id, paymentStatus);
  await db('tutors').where({ id: someTutor.id }).update({ bank_account: 'BCA 1234567890' });
  return { someTutor, owner, transactionId };
}

describe('class.done', () => {
  it("tells the tutor the money is ready, with 'Ajukan Pencairan', and nothing once a payout is asked", async () => {
    const { someTutor, owner, transactionId } = await transaction('PAID');
    const since = await lastOutboxId();
    await completeClass({ db }, as(owner, 'customer'), transactionId);
    const deliveries = await planSince(since);
    expect(deliveries.filter((row) => row.type === 'class.done').map((row) => row.user_id)).toEqual([someTutor.id]);
    const content = await contentOf(deliveries, 'class.done', someTutor.id);
    expect(content?.title).toBe('Kelas selesai, dana siap dicairkan');
    expect(content?.actions).toEqual([{ kind: 'request_payout', label: 'Ajukan Pencairan', transactionId }]);
    expect(text(content)).not.toContain(REQUEST_PHONE);

    // Asked for meanwhile: the message no longer has anything to offer.
    await requestPayout({ db, payoutAdminFee: 2_500 }, as(someTutor, 'tutor'), transactionId);
    const row = deliveries.find((delivery) => delivery.type === 'class.done')!;
    expect(await contentForDelivery(db, plans, { id: row.id, outboxId: row.outbox_id, userId: row.user_id })).toBeNull();
  });
});

describe('transaction.cancelled', () => {
  it("tells a booking's tutor, and not the customer who cancelled", async () => {
    const { someTutor, owner, transactionId } = await transaction('UNPAID');
    await db('transactions').where({ id: transactionId }).update({ source: 'booking', request_id: null });
    const since = await lastOutboxId();
    await cancelTransaction({ db }, as(owner, 'customer'), transactionId);
    const deliveries = await planSince(since);
    expect(deliveries.map((row) => row.user_id)).toEqual([someTutor.id]);
    const content = await contentOf(deliveries, 'transaction.cancelled', someTutor.id);
    expect(content?.title).toBe('Pesanan dibatalkan oleh siswa');
    expect(text(content)).toContain('Rina Lestari membatalkan pesanan ini');
  });
});

describe('refund.requested and refund.completed', () => {
  it('tells the tutor and every admin of the request, and the customer when the money is back', async () => {
    const firstAdmin = await admin();
    const { someTutor, owner, transactionId } = await transaction('PAID');
    let since = await lastOutboxId();
    await requestRefund({ db }, as(owner, 'customer'), transactionId);
    let deliveries = await planSince(since);
    expect((await contentOf(deliveries, 'refund.requested', someTutor.id))?.title).toBe('Siswa membatalkan kelas dan mengajukan refund');
    const task = await contentOf(deliveries, 'refund.requested', firstAdmin.id);
    expect(task?.title).toBe('Pengajuan refund baru perlu diproses');
    expect(text(task)).toContain('Rina Lestari mengajukan pengembalian dana.');
    expect(text(task)).not.toContain(REQUEST_PHONE);
    expect(deliveries.some((row) => row.user_id === owner.id)).toBe(false);

    since = await lastOutboxId();
    await completeRefund({ db }, as(firstAdmin, 'admin'), transactionId);
    deliveries = await planSince(since);
    expect(deliveries.map((row) => row.user_id)).toEqual([owner.id]);
    expect((await contentOf(deliveries, 'refund.completed', owner.id))?.title).toBe('Dana Anda sudah dikembalikan');
    // The admins' task is void once the refund is done.
    const earlier = await db('notification_deliveries as d')
      .join('outbox as o', 'o.id', 'd.outbox_id')
      .where({ 'o.type': 'refund.requested', 'd.user_id': firstAdmin.id })
      .first('d.id', 'd.outbox_id', 'd.user_id');
    expect(await contentForDelivery(db, plans, { id: earlier.id, outboxId: earlier.outbox_id, userId: earlier.user_id })).toBeNull();
  });
});

describe('payout.decided', () => {
  it('tells a rejection with its reason and offers to ask again, in Anda', async () => {
    const firstAdmin = await admin();
    const { someTutor, transactionId } = await transaction('PAID');
    await db('transactions').where({ id: transactionId }).update({ class_status: 'DONE', class_done_at: db.fn.now() });
    await requestPayout({ db, payoutAdminFee: 2_500 }, as(someTutor, 'tutor'), transactionId);
    const payout = await db('payouts').where({ transaction_id: transactionId }).first('id');
    const since = await lastOutboxId();
    await rejectPayout({ db }, as(firstAdmin, 'admin'), payout.id, 'Nama rekening tidak cocok');
    const deliveries = await planSince(since);
    const content = await contentOf(deliveries, 'payout.decided', someTutor.id);
    expect(content?.title).toBe('Pencairan dana ditolak');
    expect(text(content)).toContain('Alasan: Nama rekening tidak cocok');
    expect(text(content)).toContain('Permintaan pencairan Anda ditolak.');
    expect(content?.actions).toEqual([{ kind: 'request_payout', label: 'Ajukan Pencairan', transactionId }]);
  });
});

describe('feedback.created', () => {
  it('tells every admin of a new entry with its author and subject, in the admin group, and nothing once answered', async () => {
    const firstAdmin = await admin();
    const author = await customer('Budi Penulis');
    const since = await lastOutboxId();
    const feedback = await submitFeedback({ db, limiter: unlimited }, as(author, 'customer'), {
      subject: 'Tombol bayar hilang',
      category: 'report',
      notes: 'Hubungi saya di 081234567890',
    });
    const deliveries = await planSince(since);
    expect(deliveries.some((row) => row.user_id === author.id)).toBe(false);
    const content = await contentOf(deliveries, 'feedback.created', firstAdmin.id);
    expect(content?.title).toBe('Report baru masuk');
    expect(text(content)).toContain('Budi Penulis mengirim report baru.');
    expect(text(content)).toContain('Subjek: Tombol bayar hilang');
    expect(text(content)).not.toContain('081234567890');

    await db('feedback_reports').where({ id: feedback.id }).update({ reply: 'Sudah diperbaiki', replied_at: db.fn.now() });
    expect(await contentOf(deliveries, 'feedback.created', firstAdmin.id)).toBeNull();
  });
});
