import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { startTelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { startJobs } from '../../jobs/start-jobs.ts';
import { freshDatabase, redisPrefix } from '../helpers/database.ts';
import { requestFixtures, type Person } from '../helpers/request-fixtures.ts';

// The real jobs process sending to the Bot API emulator (docs/architecture.md#telegram-sends): a new
// request reaches exactly the linked, matching tutors with the join button; Telegram's 429 and 403
// are honoured; one chat never gets two messages within a second; no message before payment
// carries a phone number. A worker stopped mid fan-out: telegram-takeover.test.ts.

const { db } = await freshDatabase();
const emulator = await startTelegramEmulator({ port: 0 });
const CONFIG = {
  REDIS_URL: inject('redisUrl'),
  SMTP_URL: undefined,
  MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
  APP_URL: 'https://ajarin.test',
  GOPAY_NUMBER: '081299998888',
  JWT_SECRET: 'fanout-telegram-'.repeat(3),
  REQUEST_MAX_TUTORS: 10,
  REQUEST_LIFETIME_HOURS: 168,
  TELEGRAM_BOT_TOKEN: emulator.token,
  TELEGRAM_API_ROOT: emulator.apiRoot,
};
const logger = createLogger({ level: 'silent' });
const jobs = await startJobs({ config: { ...CONFIG, REDIS_PREFIX: redisPrefix() }, db, logger });
afterAll(async () => {
  await jobs.stop();
  await emulator.stop();
});
const { tutor, customer, request, REQUEST_PHONE } = requestFixtures(db);

let nextChat = 5_100_000;
/** A listed tutor whose Telegram chat is linked; the chat id is the emulated user's id. */
async function linkedTutor(subject: string): Promise<Person & { phone: string; chatId: number }> {
  const person = await tutor({ subjects: [subject] });
  nextChat += 1;
  await db('chat_links').insert({ user_id: person.id, channel: 'telegram', chat_id: String(nextChat) });
  return { ...person, chatId: nextChat };
}

async function openRequest(subject: string): Promise<string> {
  const owner = await customer('Rina Lestari');
  const requestId = await request(owner, { subjects: [subject], notes: 'Tolong <b>sabar</b> & teliti' });
  await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
  return requestId;
}

const telegramStatuses = (requestId: string) =>
  db('notification_deliveries as d')
    .join('outbox as o', 'o.id', 'd.outbox_id')
    .where('d.channel', 'telegram')
    .whereRaw(`o.payload->>'requestId' = ?`, [requestId])
    .select('d.user_id as userId', 'd.status', 'd.attempts', 'd.last_error as lastError');

/** Waits until the request's `count` Telegram deliveries exist and are all sent or failed. */
async function settle(requestId: string, count: number): Promise<void> {
  const settled = async () => (await telegramStatuses(requestId)).filter((row) => row.status === 'sent' || row.status === 'failed').length;
  await expect.poll(settled, { timeout: 20_000, interval: 100 }).toBe(count);
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a new request on Telegram', () => {
  it('reaches exactly the three linked matching tutors, once each, with the join button', async () => {
    const subject = 'SMA - Ekonomi';
    const tutors = [await linkedTutor(subject), await linkedTutor(subject), await linkedTutor(subject)];
    const elsewhere = await linkedTutor('SD - Matematika');
    await tutor({ subjects: [subject] }); // matching, but no chat linked
    const requestId = await openRequest(subject);

    await settle(requestId, 3);
    await pause(300);
    for (const person of tutors) {
      const messages = emulator.messagesTo(person.chatId);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.text).toContain('Ada permintaan belajar baru sesuai mata pelajaran Anda');
      expect(messages[0]?.text).toContain('Catatan: Tolong <b>sabar</b> & teliti');
      expect(messages[0]?.replyMarkup?.inline_keyboard).toEqual([[{ text: 'Saya Tertarik Mengajar', callback_data: `j:${requestId}` }]]);
    }
    expect(emulator.messagesTo(elsewhere.chatId)).toHaveLength(0);
    expect(await telegramStatuses(requestId)).toEqual(
      expect.arrayContaining(tutors.map((person) => ({ userId: person.id, status: 'sent', attempts: 1, lastError: null }))),
    );
  });

  it('honours a 429: the refused message waits out retry_after and then arrives, nothing lost or doubled', async () => {
    const subject = 'SMA - Geografi';
    const [first, second] = [await linkedTutor(subject), await linkedTutor(subject)];
    emulator.failNext({ method: 'sendMessage', chatId: first.chatId, status: 429, retryAfter: 2, times: 1 });
    const posted = Date.now();
    const requestId = await openRequest(subject);

    await settle(requestId, 2);
    await pause(300);
    expect(emulator.messagesTo(first.chatId)).toHaveLength(1);
    expect(emulator.messagesTo(second.chatId)).toHaveLength(1);
    // Telegram said "retry after 2": the refused message went no sooner.
    expect(emulator.messagesTo(first.chatId)[0]!.sentAt - posted).toBeGreaterThanOrEqual(2_000);
    expect(await telegramStatuses(requestId)).toEqual(
      expect.arrayContaining([{ userId: first.id, status: 'sent', attempts: 2, lastError: null }]),
    );
  });

  it('on a 403 marks the link blocked, does not retry, and plans nothing more for that chat', async () => {
    const subject = 'SMA - Sejarah';
    const [blocked, fine] = [await linkedTutor(subject), await linkedTutor(subject)];
    emulator.failNext({ chatId: blocked.chatId, status: 403 });
    try {
      const requestId = await openRequest(subject);
      await settle(requestId, 2);
      await pause(500);
      expect(await telegramStatuses(requestId)).toEqual(
        expect.arrayContaining([
          { userId: blocked.id, status: 'failed', attempts: 1, lastError: expect.stringContaining('Telegram 403') },
          { userId: fine.id, status: 'sent', attempts: 1, lastError: null },
        ]),
      );
      expect(await db('chat_links').where({ user_id: blocked.id }).first('blocked_at')).toMatchObject({ blocked_at: expect.any(Date) });

      const next = await openRequest(subject);
      await settle(next, 1);
      expect((await telegramStatuses(next)).map((row) => row.userId)).toEqual([fine.id]);
      expect(emulator.messagesTo(blocked.chatId)).toHaveLength(0);
    } finally {
      emulator.clearFailures();
    }
  });

  it('leaves at least a second between two messages to one chat', async () => {
    const subject = 'SMP - Bahasa Jawa';
    const person = await linkedTutor(subject);
    const [one, two] = [await openRequest(subject), await openRequest(subject)];
    await settle(one, 1);
    await settle(two, 1);
    const times = emulator
      .sendTimes()
      .filter((send) => send.chatId === person.chatId)
      .map((send) => send.at);
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1_000);
  });
});

describe('what the chats were told', () => {
  it('carries no phone number in any message sent before payment', async () => {
    const phones = await db('tutors').pluck('phone_number');
    const customerPhones = await db('customers').pluck('phone');
    const messages = emulator.allMessages();
    expect(messages.length).toBeGreaterThanOrEqual(8);
    for (const message of messages) {
      const text = `${message.text ?? ''} ${JSON.stringify(message.replyMarkup ?? {})}`;
      for (const phone of [REQUEST_PHONE, ...phones, ...customerPhones]) expect(text).not.toContain(phone);
      expect(text).not.toMatch(/(\+62|\b0)8\d{7,12}\b/);
    }
  });
});
