import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { EventPayload, EventType } from '../../core/events/catalog.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues } from '../../infra/queue.ts';
import { contentForDelivery } from '../../services/notifications/delivery-content.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// Work waiting for the admins reaches them (docs/product.md#notification-events): a new proof to
// verify and a payout to decide, on every channel an admin has, in the 'admin' group they can
// switch off, and no longer once another admin has dealt with it.

const { db } = await freshDatabase();
const logger = pino({ level: 'silent' });
const queues = createQueues({ redisUrl: inject('redisUrl'), prefix: redisPrefix(), logger });
afterAll(() => queues.close());
const plans = createNotificationPlans(
  notificationContextFrom({
    APP_URL: 'https://ajarin.test',
    GOPAY_NUMBER: '081299998888',
    JWT_SECRET: 'admin-tugas-'.repeat(4),
    REQUEST_MAX_TUTORS: 10,
  }),
);
const processEvent = createEventProcessor({ db, plans, channels: ['email', 'telegram'], queues, logger });
const { tutor, customer, request, choose, REQUEST_PHONE } = requestFixtures(db);

let chats = 8_000_000;
async function admin(options: { disabled?: boolean; telegram?: boolean } = {}): Promise<Person> {
  const email = `admin-${randomBytes(4).toString('hex')}@ajarin.test`;
  const [row] = await db('users')
    .insert({
      email,
      password_hash: 'x',
      role: 'admin',
      name: 'Admin Ajarin',
      email_confirmed_at: db.fn.now(),
      disabled_at: options.disabled ? db.fn.now() : null,
    })
    .returning<{ id: string }[]>('id');
  if (options.telegram) await db('chat_links').insert({ user_id: row!.id, channel: 'telegram', chat_id: String((chats += 1)) });
  return { id: row!.id, email, name: 'Admin Ajarin' };
}

async function planned<T extends EventType>(type: T, payload: EventPayload<T>) {
  const outboxId = await db.transaction((trx) => writeOutbox(trx, type, payload));
  const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first('job_key');
  await processEvent({ data: { outboxId, jobKey } });
  return db('notification_deliveries')
    .where({ outbox_id: outboxId })
    .select<{ id: string; outbox_id: number; user_id: string; channel: string; status: string }[]>(
      'id',
      'outbox_id',
      'user_id',
      'channel',
      'status',
    );
}

const text = (content: { title: string; lines: string[] } | null) => (content ? [content.title, ...content.lines].join('\n') : '');

async function paidTransaction() {
  const someTutor = await tutor({ name: 'Siti Rahma' });
  const owner = await customer('Rina Lestari');
  const transactionId = await choose(await request(owner), someTutor.id, 'PROOF_SUBMITTED');
  return { someTutor, owner, transactionId };
}

async function proofOf(transactionId: string, uploadedBy: string, channel = 'telegram'): Promise<string> {
  const [row] = await db('payment_proofs')
    .insert({
      transaction_id: transactionId,
      uploaded_by: uploadedBy,
      channel,
      file_key: `proofs/${randomBytes(8).toString('hex')}.jpg`,
      mime: 'image/jpeg',
      bytes: 1000,
      sha256: randomBytes(32).toString('hex'),
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

describe('a new proof to verify', () => {
  it('reaches every active admin on each channel they have, beside the customer’s own message', async () => {
    const [first, second, disabled] = [await admin({ telegram: true }), await admin(), await admin({ disabled: true, telegram: true })];
    const { owner, someTutor, transactionId } = await paidTransaction();
    const rows = await planned('payment.proof_submitted', { transactionId, proofId: await proofOf(transactionId, owner.id) });

    const told = (userId: string) =>
      rows
        .filter((row) => row.user_id === userId)
        .map((row) => row.channel)
        .sort();
    expect(told(first.id)).toEqual(['email', 'telegram']);
    expect(told(second.id)).toEqual(['email']);
    expect(told(disabled.id)).toEqual([]);
    expect(told(owner.id)).toEqual(['email']);
    expect(told(someTutor.id)).toEqual([]);

    const adminContent = await contentForDelivery(
      db,
      plans,
      toDelivery(rows.find((row) => row.user_id === first.id && row.channel === 'telegram')!),
    );
    expect(adminContent?.title).toBe('Bukti pembayaran baru perlu diverifikasi');
    expect(text(adminContent)).toContain('Rina Lestari mengirim bukti pembayaran lewat Telegram.');
    expect(text(adminContent)).toContain('Tutor: Siti Rahma');
    expect(text(adminContent)).toContain('Konsol Admin: https://ajarin.test/admin');
    expect(text(adminContent)).not.toContain(REQUEST_PHONE);
    // The customer still reads their own receipt, not the admin's task.
    const customerContent = await contentForDelivery(db, plans, toDelivery(rows.find((row) => row.user_id === owner.id)!));
    expect(customerContent?.title).toBe('Bukti pembayaran diterima');
  });

  it('says nothing once another admin decided the proof', async () => {
    const first = await admin();
    const { owner, transactionId } = await paidTransaction();
    const proofId = await proofOf(transactionId, owner.id, 'web');
    const rows = await planned('payment.proof_submitted', { transactionId, proofId });
    await db('payment_proofs').where({ id: proofId }).update({ decision: 'APPROVED', decided_by: first.id, decided_at: db.fn.now() });
    expect(await contentForDelivery(db, plans, toDelivery(rows.find((row) => row.user_id === first.id)!))).toBeNull();
  });

  it('is skipped for an admin who switched the admin group off on that channel', async () => {
    const muted = await admin({ telegram: true });
    await db('notification_preferences').insert({ user_id: muted.id, channel: 'telegram', group: 'admin', enabled: false });
    const { owner, transactionId } = await paidTransaction();
    const rows = await planned('payment.proof_submitted', { transactionId, proofId: await proofOf(transactionId, owner.id) });
    expect(
      rows
        .filter((row) => row.user_id === muted.id)
        .map((row) => [row.channel, row.status])
        .sort(),
    ).toEqual([
      ['email', 'pending'],
      ['telegram', 'skipped'],
    ]);
  });
});

describe('a payout to decide', () => {
  it('reaches the admins with the amounts, never the bank account, and not once decided', async () => {
    const first = await admin({ telegram: true });
    const { someTutor, transactionId } = await paidTransaction();
    const [payout] = await db('payouts')
      .insert({
        tutor_id: someTutor.id,
        transaction_id: transactionId,
        amount: 170_000,
        admin_fee: 2_500,
        net_amount: 167_500,
        bank_account: 'BCA 1234567890 a.n. Siti',
      })
      .returning<{ id: string }[]>('id');
    const rows = await planned('payout.requested', { payoutId: payout!.id, transactionId });

    expect(
      rows
        .filter((row) => row.user_id === first.id)
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'telegram']);
    expect(rows.some((row) => row.user_id === someTutor.id)).toBe(false);
    const content = await contentForDelivery(db, plans, toDelivery(rows.find((row) => row.user_id === first.id)!));
    expect(content?.title).toBe('Pencairan dana baru perlu diputuskan');
    expect(text(content)).toContain('Siti Rahma mengajukan pencairan dana.');
    expect(text(content)).toContain('Ditransfer: Rp 167.500');
    expect(text(content)).not.toContain('1234567890');

    await db('payouts')
      .where({ id: payout!.id })
      .update({ status: 'REJECTED', reason: 'Rekening salah', decided_by: first.id, decided_at: db.fn.now() });
    expect(await contentForDelivery(db, plans, toDelivery(rows.find((row) => row.user_id === first.id)!))).toBeNull();
  });
});

function toDelivery(row: { id: string; outbox_id: number; user_id: string }) {
  return { id: row.id, outboxId: row.outbox_id, userId: row.user_id };
}
