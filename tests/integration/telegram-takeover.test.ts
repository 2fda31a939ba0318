import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { createMailer } from '../../infra/mail.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues } from '../../infra/queue.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { createWorkers } from '../../jobs/create-workers.ts';
import { createOutboxRelay } from '../../jobs/outbox-relay.ts';
import { notificationContextFrom } from '../../services/notifications/notification-context.ts';
import { createNotificationPlans } from '../../services/notifications/plans.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';

// A Telegram fan-out whose worker is dropped halfway (its Redis connections cut, as past a
// shutdown deadline) and taken over by a new one: the ledger's claims make every tutor hear of the
// request exactly once. Its own database, so no other jobs process relays this request.

const { db } = await freshDatabase();
const emulator = await startTelegramEmulator({ port: 0 });
afterAll(() => emulator.stop());
const CONFIG = {
  APP_URL: 'https://ajarin.test',
  GOPAY_NUMBER: '081299998888',
  JWT_SECRET: 'takeover-telegram-'.repeat(3),
  REQUEST_MAX_TUTORS: 10,
};
const redisUrl = inject('redisUrl');
const logger = createLogger({ level: 'silent' });
const { tutor, customer, request, REQUEST_PHONE } = requestFixtures(db);
const TUTORS = 20;

describe('a worker stopped mid fan-out', () => {
  it('leaves every tutor told exactly once when a new worker takes over', async () => {
    const prefix = redisPrefix();
    const queues = createQueues({ redisUrl, prefix, logger, backoffMs: 200 });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Ajarin <no-reply@ajarin.test>', db, logger });
    const plans = createNotificationPlans(notificationContextFrom(CONFIG));
    const telegram = { token: emulator.token, apiRoot: emulator.apiRoot };
    // A dead worker's jobs are taken over within about a second.
    const timings = { leaseMs: 3_000, lockDurationMs: 1_000, stalledIntervalMs: 500 };
    const workersFor = () => createWorkers({ db, redisUrl, prefix, logger, mailer, plans, queues, telegram, timings });
    const relay = createOutboxRelay({ db, queues, logger });
    const subject = 'SMK - Akuntansi';
    const tutors: { id: string; chatId: number }[] = [];
    for (let index = 0; index < TUTORS; index += 1) {
      const person = await tutor({ subjects: [subject] });
      await db('chat_links').insert({ user_id: person.id, channel: 'telegram', chat_id: String(6_200_000 + index) });
      tutors.push({ id: person.id, chatId: 6_200_000 + index });
    }
    await relay.start();
    const first = workersFor();
    let second: ReturnType<typeof workersFor> | undefined;
    try {
      const owner = await customer('Rina Lestari');
      const requestId = await request(owner, { subjects: [subject] });
      await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
      const chats = new Set(tutors.map((person) => person.chatId));
      const received = () => emulator.allMessages().filter((message) => chats.has(message.chatId)).length;
      await expect.poll(received, { timeout: 15_000, interval: 20 }).toBeGreaterThanOrEqual(4);
      // Dropped, not drained: what it holds is left to the next worker.
      first.disconnect();
      // Its jobs in hand (ten at most) may still finish; the rest are the new worker's.
      expect(received()).toBeLessThan(TUTORS - 10);
      second = workersFor();

      const sent = () => db('notification_deliveries').where({ channel: 'telegram', status: 'sent' }).pluck('user_id');
      await expect.poll(async () => (await sent()).length, { timeout: 30_000, interval: 100 }).toBe(TUTORS);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(new Set(await sent())).toEqual(new Set(tutors.map((person) => person.id)));
      for (const person of tutors) expect(emulator.messagesTo(person.chatId), `chat ${person.chatId}`).toHaveLength(1);
      for (const message of emulator.allMessages()) expect(message.text).not.toContain(REQUEST_PHONE);
    } finally {
      await relay.stop();
      await second?.close();
      await queues.close();
      await mailer.close();
    }
  });
});
