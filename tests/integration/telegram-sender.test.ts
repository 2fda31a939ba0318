import { DelayedError, RateLimitError, UnrecoverableError } from 'bullmq';
import { GrammyError, HttpError } from 'grammy';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues, jobIdForDelivery } from '../../infra/queue.ts';
import { createRedis } from '../../infra/redis.ts';
import { createTelegramPacing } from '../../infra/telegram-pacing.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { createEventProcessor } from '../../services/notifications/process-event.ts';
import { createSendProcessor, type SendJob } from '../../services/notifications/send-job.ts';
import { createTelegramSender } from '../../services/notifications/telegram-sender.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// The Telegram path piece by piece against the real Postgres and Redis, with grammY's client
// replaced by a stub that answers as Telegram does: who gets a Telegram delivery at all, and what
// each of Telegram's answers does to the ledger, the link and the job. End to end against the
// emulator: telegram-fanout.test.ts.

const { db } = await freshDatabase();
const logger = pino({ level: 'silent' });
const prefix = redisPrefix();
const queues = createQueues({ redisUrl: inject('redisUrl'), prefix, logger });
const redis = createRedis(inject('redisUrl'), { forWorker: true });
afterAll(async () => {
  await queues.close();
  await redis.quit();
});
const plans = createNotificationPlans(
  notificationContextFrom({
    APP_URL: 'https://ajarin.test',
    GOPAY_NUMBER: '081299998888',
    JWT_SECRET: 'telegram-'.repeat(5),
    REQUEST_MAX_TUTORS: 10,
  }),
);
const { tutor, customer, request, REQUEST_PHONE } = requestFixtures(db);

type Call = { chatId: number | string; text: string; other: Record<string, unknown> };
const calls: Call[] = [];
let answer: (() => never) | undefined;
const api = {
  sendMessage: async (chatId: number | string, text: string, other: Record<string, unknown> = {}) => {
    if (answer) answer();
    calls.push({ chatId, text, other });
    return {} as never;
  },
};
const telegramError = (code: number, description: string, retryAfter?: number) => () => {
  throw new GrammyError(
    `Call to 'sendMessage' failed! (${code}: ${description})`,
    { ok: false, error_code: code, description, ...(retryAfter ? { parameters: { retry_after: retryAfter } } : {}) },
    'sendMessage',
    {},
  );
};
const pauses: number[] = [];
const send = createTelegramSender({
  db,
  plans,
  api: api as never,
  // Long enough a wait that the send after a 429 sleeps through Telegram's retry_after.
  pacing: createTelegramPacing(redis, prefix, { gapMs: 1, chatGapMs: 1, maxWaitMs: 5_000 }),
  pauseQueue: async (ms) => void pauses.push(ms),
});
const processSend = createSendProcessor({ db, send, leaseMs: 60_000, logger });
const processEvent = createEventProcessor({ db, plans, channels: ['email', 'telegram'], queues, logger });

let chats = 7_000_000;
async function link(person: Person, state: { muted?: boolean; blocked?: boolean } = {}): Promise<number> {
  chats += 1;
  await db('chat_links').insert({
    user_id: person.id,
    channel: 'telegram',
    chat_id: String(chats),
    opted_out_at: state.muted ? db.fn.now() : null,
    blocked_at: state.blocked ? db.fn.now() : null,
  });
  return chats;
}

async function openedEvent(subject: string): Promise<number> {
  const owner = await customer('Rina Lestari');
  const requestId = await request(owner, { subjects: [subject], notes: 'Catatan <b>tebal</b> & "kutip"' });
  const outboxId = await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
  const { job_key: jobKey } = await db('outbox').where({ id: outboxId }).first('job_key');
  await processEvent({ data: { outboxId, jobKey } });
  return outboxId;
}

const telegramRows = (outboxId: number) =>
  db('notification_deliveries')
    .where({ outbox_id: outboxId, channel: 'telegram' })
    .select('id', 'user_id', 'status', 'attempts', 'last_error');
const job = (deliveryId: string, attemptsMade = 0): SendJob => ({ data: { deliveryId }, attemptsMade, opts: { attempts: 10 } });

describe('planning Telegram deliveries', () => {
  it('writes a Telegram row only for tutors with a linked chat they neither muted nor blocked; email for everyone', async () => {
    const linked = await tutor({ subjects: ['SD - Seni Budaya'] });
    const muted = await tutor({ subjects: ['SD - Seni Budaya'] });
    const blocked = await tutor({ subjects: ['SD - Seni Budaya'] });
    const unlinked = await tutor({ subjects: ['SD - Seni Budaya'] });
    await link(linked);
    await link(muted, { muted: true });
    await link(blocked, { blocked: true });
    const outboxId = await openedEvent('SD - Seni Budaya');

    const rows = await telegramRows(outboxId);
    expect(rows.map((row) => row.user_id)).toEqual([linked.id]);
    expect(await queues.get('telegram').getJob(jobIdForDelivery(rows[0]!.id))).toMatchObject({ data: { deliveryId: rows[0]!.id } });
    const emailed = await db('notification_deliveries').where({ outbox_id: outboxId, channel: 'email' }).pluck('user_id');
    expect([...emailed].sort()).toEqual([linked.id, muted.id, blocked.id, unlinked.id].sort());
  });
});

describe('sending one Telegram delivery', () => {
  it('sends the rendered message with the join button to the linked chat, once, and never the request phone', async () => {
    const person = await tutor({ subjects: ['SD - Tematik'] });
    const chatId = await link(person);
    const outboxId = await openedEvent('SD - Tematik');
    const [row] = await telegramRows(outboxId);
    calls.length = 0;

    expect(await processSend(job(row!.id))).toBe('sent');
    expect(await processSend(job(row!.id))).toBe('already-done');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ chatId, other: { parse_mode: 'HTML' } });
    expect(calls[0]!.text).toContain('Catatan: Catatan &lt;b&gt;tebal&lt;/b&gt; &amp; "kutip"');
    expect(calls[0]!.text).not.toContain(REQUEST_PHONE);
    expect(calls[0]!.other.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Saya Tertarik Mengajar', callback_data: expect.stringMatching(/^j:[0-9a-f-]{36}$/) }]],
    });
    expect(await telegramRows(outboxId)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('skips a delivery whose chat was unlinked or muted after it was planned', async () => {
    const person = await tutor({ subjects: ['SD - PJOK'] });
    await link(person);
    const outboxId = await openedEvent('SD - PJOK');
    const [row] = await telegramRows(outboxId);
    await db('chat_links').where({ user_id: person.id }).update({ opted_out_at: db.fn.now() });
    calls.length = 0;

    expect(await processSend(job(row!.id))).toBe('skipped');
    expect(calls).toHaveLength(0);
    expect(await telegramRows(outboxId)).toMatchObject([{ status: 'skipped' }]);
  });

  it('on 403 marks the link blocked and fails the delivery for good, without a retry', async () => {
    const person = await tutor({ subjects: ['SMP - IPS'] });
    await link(person);
    const outboxId = await openedEvent('SMP - IPS');
    const [row] = await telegramRows(outboxId);
    answer = telegramError(403, 'Forbidden: bot was blocked by the user');
    try {
      await expect(processSend(job(row!.id))).rejects.toBeInstanceOf(UnrecoverableError);
    } finally {
      answer = undefined;
    }
    expect(await telegramRows(outboxId)).toMatchObject([{ status: 'failed', last_error: expect.stringContaining('Telegram 403') }]);
    expect(await db('chat_links').where({ user_id: person.id }).first('blocked_at')).toMatchObject({ blocked_at: expect.any(Date) });
  });

  it('on 429 holds the queue for retry_after and puts the delivery back as pending, even on its last attempt', async () => {
    const person = await tutor({ subjects: ['SMP - Informatika'] });
    await link(person);
    const outboxId = await openedEvent('SMP - Informatika');
    const [row] = await telegramRows(outboxId);
    pauses.length = 0;
    answer = telegramError(429, 'Too Many Requests: retry after 2', 2);
    try {
      await expect(processSend(job(row!.id, 9))).rejects.toBeInstanceOf(RateLimitError);
    } finally {
      answer = undefined;
    }
    expect(pauses).toEqual([2_000]);
    expect(await telegramRows(outboxId)).toMatchObject([{ status: 'pending' }]);
    // The queue brings the job back; its send waits out the hold and then goes.
    calls.length = 0;
    const resent = Date.now();
    expect(await processSend(job(row!.id, 9))).toBe('sent');
    expect(Date.now() - resent).toBeGreaterThanOrEqual(1_500);
    expect(calls).toHaveLength(1);
  });

  it("puts the job back until the chat's next slot when that is further off than a sender waits", async () => {
    const spaced = createSendProcessor({
      db,
      send: createTelegramSender({
        db,
        plans,
        api: api as never,
        pacing: createTelegramPacing(redis, redisPrefix(), { gapMs: 1, chatGapMs: 60_000, maxWaitMs: 1_000 }),
        pauseQueue: async () => {},
      }),
      leaseMs: 60_000,
      logger,
    });
    const person = await tutor({ subjects: ['SMP - Prakarya'] });
    await link(person);
    const [first, second] = [await openedEvent('SMP - Prakarya'), await openedEvent('SMP - Prakarya')];
    const [firstRow] = await telegramRows(first);
    const [secondRow] = await telegramRows(second);
    expect(await spaced(job(firstRow!.id))).toBe('sent');

    const delays: number[] = [];
    const delayed = { ...job(secondRow!.id), moveToDelayed: async (timestamp: number) => void delays.push(timestamp) };
    const asked = Date.now();
    await expect(spaced(delayed, 'token')).rejects.toBeInstanceOf(DelayedError);
    expect(delays).toHaveLength(1);
    expect(delays[0]! - asked).toBeGreaterThan(50_000);
    expect(await telegramRows(second)).toMatchObject([{ status: 'pending' }]);
  });

  it('retries a 5xx or a network failure with backoff, and fails a 400 for good', async () => {
    const person = await tutor({ subjects: ['SMA - Sosiologi'] });
    await link(person);
    const outboxId = await openedEvent('SMA - Sosiologi');
    const [row] = await telegramRows(outboxId);
    try {
      answer = telegramError(502, 'Bad Gateway');
      await expect(processSend(job(row!.id))).rejects.toThrow('Telegram 502');
      expect(await telegramRows(outboxId)).toMatchObject([{ status: 'pending' }]);
      answer = () => {
        throw new HttpError("Network request for 'sendMessage' failed!", new Error('ECONNRESET'));
      };
      await expect(processSend(job(row!.id, 1))).rejects.toThrow('Network request');
      expect(await telegramRows(outboxId)).toMatchObject([{ status: 'pending' }]);
      answer = telegramError(400, 'Bad Request: chat not found');
      await expect(processSend(job(row!.id, 2))).rejects.toBeInstanceOf(UnrecoverableError);
      expect(await telegramRows(outboxId)).toMatchObject([
        { status: 'failed', attempts: 3, last_error: expect.stringContaining('chat not found') },
      ]);
    } finally {
      answer = undefined;
    }
  });
});
