import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { writeOutbox } from '../../infra/outbox.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { freshDatabase } from '../helpers/database.ts';
import { requestFixtures } from '../helpers/request-fixtures.ts';
import { killHard, spawnJobsProcess } from '../helpers/spawn-jobs.ts';

// A Telegram fan-out whose jobs process is SIGKILLed halfway (no shutdown, no last write) and taken
// over by a new process: every tutor hears of the request, and exactly once, except where the
// ledger says it cannot know. Telegram's sendMessage has no idempotency key, so a send that reached
// Telegram before the dead process could record it is indistinguishable from one that did not:
// deliverOnce repeats it once after its lease (services/notifications/deliver-once.ts). Only the
// deliveries the dead process held ('sending' in the ledger when it died) may be told twice; every
// other tutor exactly once. The in-process variant (connections dropped): telegram-takeover.test.ts.

const { db, url } = await freshDatabase();
const emulator = await startTelegramEmulator({ port: 0 });
const { tutor, customer, request, REQUEST_PHONE } = requestFixtures(db);
const TUTORS = 40;

/** One jobs process on this file's database, queues and emulator. */
const jobsProcess = (prefix: string) =>
  spawnJobsProcess(
    {
      DATABASE_URL: url,
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: prefix,
      APP_URL: 'https://ajarin.test',
      JWT_SECRET: 'fanout-sigkill-telegram-'.repeat(2),
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
    },
    // A dead sender's place at the send gate lapses as fast as its claim (production: the 30 s HTTP timeout).
    { telegramPacing: { inFlightMs: 3_000 } },
  );

type Row = { userId: string; status: string; attempts: number };
const telegramDeliveries = (requestId: string): Promise<Row[]> =>
  db('notification_deliveries as d')
    .join('outbox as o', 'o.id', 'd.outbox_id')
    .where('d.channel', 'telegram')
    .whereRaw(`o.payload->>'requestId' = ?`, [requestId])
    .select('d.user_id as userId', 'd.status', 'd.attempts');

describe('a jobs process SIGKILLed mid fan-out', () => {
  it('leaves every tutor told, exactly once unless its send was in flight, and then at most twice', async () => {
    const subject = 'SMA - Biologi';
    const tutors: { id: string; chatId: number }[] = [];
    for (let index = 0; index < TUTORS; index += 1) {
      const person = await tutor({ subjects: [subject] });
      await db('chat_links').insert({ user_id: person.id, channel: 'telegram', chat_id: String(7_300_000 + index) });
      tutors.push({ id: person.id, chatId: 7_300_000 + index });
    }
    const chats = new Set(tutors.map((person) => person.chatId));
    const received = () => emulator.allMessages().filter((message) => chats.has(message.chatId));
    const prefix = `sigkill-${randomBytes(6).toString('hex')}`;

    try {
      const first = await jobsProcess(prefix);
      const requestId = await request(await customer('Rina Lestari'), { subjects: [subject] });
      await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));

      // Some tutors have it, most do not: the process dies without a word.
      await expect.poll(() => received().length, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(4);
      await killHard(first);
      const atKill = new Map((await telegramDeliveries(requestId)).map((row) => [row.userId, row]));
      const toldAtKill = received().length;
      expect(atKill.size).toBe(TUTORS);
      expect(toldAtKill).toBeLessThan(TUTORS);
      const inFlight = new Set([...atKill.values()].filter((row) => row.status === 'sending').map((row) => row.userId));
      expect([...atKill.values()].filter((row) => row.status !== 'sent').length).toBeGreaterThan(0);

      // A new process takes the queue over; a delivery is recorded only after its send, so once all
      // are 'sent' no send is still to come.
      const second = await jobsProcess(prefix);
      await expect
        .poll(async () => (await telegramDeliveries(requestId)).filter((row) => row.status === 'sent').length, {
          timeout: 40_000,
          interval: 100,
        })
        .toBe(TUTORS);

      const counts = new Map(tutors.map((person) => [person.id, emulator.messagesTo(person.chatId).length]));
      for (const person of tutors) {
        const count = counts.get(person.id) ?? 0;
        if (inFlight.has(person.id)) expect(count, `tutor in flight at the kill, chat ${person.chatId}`).toBeGreaterThanOrEqual(1);
        else expect(count, `tutor not in flight at the kill, chat ${person.chatId}`).toBe(1);
        expect(count, `chat ${person.chatId}`).toBeLessThanOrEqual(2);
      }
      // A repeat is the ledger's documented one: a claim taken over after its lease.
      const final = new Map((await telegramDeliveries(requestId)).map((row) => [row.userId, row]));
      for (const person of tutors) if ((counts.get(person.id) ?? 0) === 2) expect(final.get(person.id)?.attempts).toBeGreaterThanOrEqual(2);
      const repeats = [...counts.values()].filter((count) => count === 2).length;
      expect(repeats).toBeLessThanOrEqual(inFlight.size);

      // Every message is the request's, with its join button, and without the customer's number.
      for (const message of received()) {
        expect(message.text).toContain('Ada permintaan belajar baru sesuai mata pelajaran Anda');
        expect(message.replyMarkup?.inline_keyboard).toEqual([[{ text: 'Saya Tertarik Mengajar', callback_data: `j:${requestId}` }]]);
        expect(message.text).not.toContain(REQUEST_PHONE);
      }
      await killHard(second);
    } finally {
      await emulator.stop();
    }
  }, 90_000);
});
