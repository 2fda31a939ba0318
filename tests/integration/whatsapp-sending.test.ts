import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { WHATSAPP_MESSAGES as M } from '../../core/chat/whatsapp-texts.ts';
import type { WhatsAppBotMessage } from '../../dev/whatsapp-emulator/index.ts';
import { REPLY_LIMITS } from '../../infra/whatsapp/reply-guard.ts';
import { BOT_NUMBER, startWhatsAppBotHarness, waitFor } from '../helpers/whatsapp-bot.ts';

// What our WhatsApp number sends, and when (decision 029): transactional messages before
// broadcast invitations, the daily cap never holding a transactional one back, invitations that
// stop once a request is full, a pace that replies and notifications share, and replies throttled
// for strangers and for chats that loop with another auto-responder.

const INTERVAL_MS = 200;
const CAP = 200;
const bot = await startWhatsAppBotHarness({
  WHATSAPP_SEND_INTERVAL_MS: String(INTERVAL_MS),
  WHATSAPP_DAILY_CAP: String(CAP),
  REQUEST_MAX_TUTORS: '2',
});
const { emulator, fixtures, say, linked, newUser, notify, deliveryStatus } = bot;
const redis = new Redis(inject('redisUrl'));
afterAll(() => redis.disconnect());

/** Today's count of our number's messages set to `count` (linking and replying so far counted too). */
async function countToday(count: number): Promise<void> {
  const [key, ...others] = await redis.keys(`${bot.prefix}:wa-daily-cap:*`);
  expect(key && others.length === 0).toBe(true);
  await redis.set(key!, String(count), 'KEEPTTL');
}

const invitationsIn = (messages: WhatsAppBotMessage[]) => messages.filter((message) => message.text.includes('Balas: IKUT'));

async function tutorsFor(subject: string, count: number) {
  const tutors = [];
  for (let i = 0; i < count; i += 1) {
    const tutor = await fixtures.tutor({ name: `Tutor ${subject} ${i + 1}`, subjects: [subject] });
    tutors.push({ ...tutor, chat: await linked(tutor, 'tutor') });
  }
  return tutors;
}

/** A chosen request, paid: its 'payment.verified' tells both sides their phone numbers. */
async function paidTransaction() {
  const customer = await fixtures.customer('Nina Pembayar');
  const tutor = await fixtures.tutor({ name: 'Tutor Terpilih', subjects: ['SMA - Kimia'] });
  const transactionId = await fixtures.choose(await fixtures.request(customer, { subjects: ['SMA - Kimia'] }), tutor.id, 'PAID');
  return { customer, customerChat: await linked(customer, 'customer'), tutor, transactionId };
}

describe('priorities', () => {
  it('sends a verified payment before the invitations of a fan-out queued ahead of it', async () => {
    const tutors = await tutorsFor('SMA - Sosiologi', 6);
    const paid = await paidTransaction();
    const owner = await fixtures.customer('Lina Pemilik');
    const before = emulator.sent().length;
    await notify('request.opened', { requestId: await fixtures.request(owner, { subjects: ['SMA - Sosiologi'] }) });
    await emulator.waitForMessage(tutors[0]!.chat.number, (message) => message.text.includes('Balas: IKUT')).catch(() => undefined);
    await notify('payment.verified', { transactionId: paid.transactionId, proofId: randomUUID() });

    const verified = await emulator.waitForMessage(
      paid.customerChat.number,
      (message) => message.text.includes('Pembayaran terverifikasi'),
      20_000,
    );
    const sends = emulator.sent().slice(before);
    // At most the first invitation and the one in hand went before it, of six queued ahead.
    expect(invitationsIn(sends.slice(0, sends.indexOf(verified))).length).toBeLessThanOrEqual(2);
    await waitFor(() => (invitationsIn(emulator.sent().slice(before)).length === 6 ? true : undefined), 'the rest of the fan-out');
  });

  it('never holds a transactional message back for the daily cap: the rest of a fan-out waits for tomorrow', async () => {
    const tutors = await tutorsFor('SMA - Antropologi', 3);
    const paid = await paidTransaction();
    await countToday(CAP - 2);
    const owner = await fixtures.customer('Rudi Pemilik');
    const opened = await notify('request.opened', { requestId: await fixtures.request(owner, { subjects: ['SMA - Antropologi'] }) });
    const outcome = async () => Promise.all(tutors.map((tutor) => deliveryStatus(opened, tutor.id)));
    await waitFor(
      async () => ((await outcome()).filter((status) => status === 'sent').length === 2 ? true : undefined),
      'two invitations (the cap) to go',
    );

    const verified = await notify('payment.verified', { transactionId: paid.transactionId, proofId: randomUUID() });
    await emulator.waitForMessage(paid.customerChat.number, (message) => message.text.includes('Pembayaran terverifikasi'), 20_000);
    expect(
      await waitFor(
        async () => ((await deliveryStatus(verified, paid.customer.id)) === 'sent' ? 'sent' : undefined),
        'the verified delivery',
      ),
    ).toBe('sent');
    // The third invitation waits for tomorrow morning: still pending, its job delayed, nothing lost.
    expect((await outcome()).sort()).toEqual(['pending', 'sent', 'sent']);
    const delayed = await bot.queues.get('whatsapp').getJobs(['delayed']);
    expect(delayed.some((job) => job.timestamp + job.delay > Date.now() + 60 * 60_000)).toBe(true);
    // What is left of the day goes to what cannot wait: a new day starts the broadcasts again.
    await countToday(0);
  });

  it('stops the invitations of a request once it is full', async () => {
    const tutors = await tutorsFor('SMA - Seni Budaya', 5);
    const owner = await fixtures.customer('Maya Pemilik');
    const requestId = await fixtures.request(owner, { subjects: ['SMA - Seni Budaya'] });
    // Two tutors answered on the web before the fan-out's messages went (REQUEST_MAX_TUTORS is 2).
    const outboxId = await notify('request.opened', { requestId });
    await fixtures.join(requestId, tutors[3]!.id);
    await fixtures.join(requestId, tutors[4]!.id);
    const statuses = await waitFor(async () => {
      const all = await Promise.all(tutors.map((tutor) => deliveryStatus(outboxId, tutor.id)));
      return all.every((status) => status === 'sent' || status === 'skipped') ? all : undefined;
    }, 'the fan-out to settle');
    // Only the invitation already in hand when the request filled can have gone out.
    expect(statuses.filter((status) => status === 'sent').length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 'skipped').length).toBeGreaterThanOrEqual(4);
  });
});

describe('replies', () => {
  it('answers a stranger three times an hour, then not at all', async () => {
    const stranger = newUser('Orang Asing');
    for (let i = 0; i < REPLY_LIMITS.stranger.limit; i += 1) expect(await say(stranger, `halo ${i}`)).toContain('belum terhubung');
    await emulator.sendText(stranger, 'halo lagi');
    await emulator.sendText(stranger, 'halo?');
    // The chat still reaches the bot: a message after a linked user's is answered, the stranger's not.
    const member = newUser('Anggota');
    await say(member, 'BANTUAN');
    expect(emulator.messagesTo(stranger.number)).toHaveLength(REPLY_LIMITS.stranger.limit);
  });

  it('breaks a loop with another auto-responder: what it does not understand is answered twice in ten minutes', async () => {
    const customer = await fixtures.customer('Toko Otomatis');
    const chat = await linked(customer, 'customer');
    for (let i = 0; i < REPLY_LIMITS['not-understood'].limit; i += 1)
      expect(await say(chat, `Terima kasih telah menghubungi kami (${i})`)).toBe(M.unknown);
    await emulator.sendText(chat, 'Terima kasih telah menghubungi kami (lagi)');
    // A command it understands is still answered.
    expect(await say(chat, 'BANTUAN')).toBe(M.help);
    expect(emulator.messagesTo(chat.number).filter((message) => message.text === M.unknown)).toHaveLength(
      REPLY_LIMITS['not-understood'].limit,
    );
  });

  it('keeps every message of our number, replies and notifications alike, at least WHATSAPP_SEND_INTERVAL_MS apart', async () => {
    const times = emulator
      .sent()
      .map((message) => message.sentAt)
      .sort((a, b) => a - b);
    expect(times.length).toBeGreaterThan(20);
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(INTERVAL_MS);
  });
});

describe('stored state', () => {
  it('keeps no phone number in a Redis key name', async () => {
    const keys = (await redis.keys(`${bot.prefix}:*`)).join('\n');
    expect(keys).toContain(':wa-reply:');
    for (const number of [BOT_NUMBER, ...new Set(emulator.sent().map((message) => message.chatId))]) expect(keys).not.toContain(number);
  });
});
