import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBot, type RunningBot } from '../../bot/start-bot.ts';
import { loadConfig } from '../../infra/config.ts';
import { createDb, type Db } from '../../infra/db.ts';
import { createLogger } from '../../infra/logger.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { createQueues } from '../../infra/queue.ts';
import { createStorage } from '../../infra/storage.ts';
import { createWhatsAppEmulator, type WhatsAppBotMessage } from '../../dev/whatsapp-emulator/index.ts';
import { startJobs, type JobsHandle } from '../../jobs/start-jobs.ts';
import { migrateLatest } from '../../migrations/index.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { maxInWindow, REDIS_URL, removeRedisKeys, say, seedFanout } from './fanout-common.ts';

// The WhatsApp run of `npm run bench:fanout`: one new learning request to BENCH_WA_TUTORS (200)
// tutors with a linked WhatsApp chat, through the WhatsApp emulator, the real jobs process (relay,
// events worker) and the real bot process (its WhatsApp send worker and send gate). Once the first
// invitation is out, a payment.verified is written: it is queued behind the rest of the fan-out.
// Reports that message's latency (aim: within 5 s of being written), the send rate against the
// configured pace (WHATSAPP_SEND_INTERVAL_MS, default 1 s), and what the daily cap held back.

const TUTORS = Number(process.env.BENCH_WA_TUTORS ?? 200);
const INTERVAL_MS = Number(process.env.WHATSAPP_SEND_INTERVAL_MS ?? 1_000);
const DAILY_CAP = Number(process.env.WHATSAPP_DAILY_CAP ?? 200);
const TIMEOUT_MS = 15 * 60_000;
const AIM_VERIFIED_MS = 5_000;

/** A paid transaction between a customer and a tutor outside the fan-out, both on WhatsApp. */
async function seedPaid(db: Db): Promise<{ transactionId: string; customerChat: string; tutorChat: string }> {
  const [customer] = await db('users')
    .insert({
      email: 'payer@bench.test',
      password_hash: 'not-a-hash',
      role: 'customer',
      name: 'Nina Pembayar',
      email_confirmed_at: db.fn.now(),
    })
    .returning<{ id: string }[]>('id');
  const [tutor] = await db('users')
    .insert({
      email: 'chosen@bench.test',
      password_hash: 'not-a-hash',
      role: 'tutor',
      name: 'Tutor Terpilih',
      email_confirmed_at: db.fn.now(),
    })
    .returning<{ id: string }[]>('id');
  if (!customer || !tutor) throw new Error('user insert returned no id');
  await db('customers').insert({ id: customer.id, name: 'Nina Pembayar', phone: '081377700011' });
  await db('tutors').insert({
    id: tutor.id,
    name: 'Tutor Terpilih',
    university: 'Universitas Indonesia',
    subjects: ['SMA - Kimia'],
    price_per_hour: 100_000,
    phone_number: '081377700022',
    is_available: true,
  });
  const [transaction] = await db('transactions')
    .insert({
      source: 'booking',
      customer_id: customer.id,
      tutor_id: tutor.id,
      customer_name: 'Nina Pembayar',
      customer_phone: '081377700011',
      subjects: ['SMA - Kimia'],
      duration_hours: 2,
      student_count: 1,
      price_per_hour: 100_000,
      total_price: 200_000,
      tutor_payment: 170_000,
      payment_status: 'PAID',
    })
    .returning<{ id: string }[]>('id');
  if (!transaction) throw new Error('transaction insert returned no id');
  const customerChat = '6285799990001';
  const tutorChat = '6285799990002';
  await db('chat_links').insert([
    { user_id: customer.id, channel: 'whatsapp', chat_id: `${customerChat}@s.whatsapp.net` },
    { user_id: tutor.id, channel: 'whatsapp', chat_id: `${tutorChat}@s.whatsapp.net` },
  ]);
  return { transactionId: transaction.id, customerChat, tutorChat };
}

async function until<T>(read: () => T | undefined | Promise<T | undefined>, what: string, deadline: number): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function runWhatsAppFanout(): Promise<void> {
  const prefix = `bench-fanout-wa-${process.pid}`;
  const scratch = await createScratchDatabase('fanout_wa');
  const db = createDb(scratch.url, { poolMax: 10 });
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bench-wa-'));
  const logger = createLogger({ level: 'warn' });
  let jobs: JobsHandle | undefined;
  let bot: RunningBot | undefined;
  const queues = createQueues({ redisUrl: REDIS_URL, prefix });
  try {
    await migrateLatest(db);
    const requestId = await seedFanout(db, {
      count: TUTORS,
      channel: 'whatsapp',
      chatIdSql: `'6289' || lpad(n::text, 9, '0') || '@s.whatsapp.net'`,
    });
    const paid = await seedPaid(db);
    say(`Seeded ${TUTORS} tutors with a linked WhatsApp chat, and a paid transaction whose two sides are on WhatsApp.`);

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: scratch.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      APP_URL: 'https://ajarin.test',
      JWT_SECRET: 'bench-fanout-secret-'.repeat(3),
      WHATSAPP_ENABLED: 'true',
      WHATSAPP_SEND_INTERVAL_MS: String(INTERVAL_MS),
      WHATSAPP_DAILY_CAP: String(DAILY_CAP),
    });
    const emulator = createWhatsAppEmulator();
    jobs = await startJobs({ config, db, logger });
    bot = startBot({
      config,
      logger,
      db,
      storage: createStorage({ driver: 'local', dir: storageDir }),
      whatsappTransport: emulator.transport,
    });
    await bot.active;
    const deadline = Date.now() + TIMEOUT_MS;
    await until(() => (emulator.isOpen() ? true : undefined), 'the WhatsApp socket', deadline);

    const isInvitation = (message: WhatsAppBotMessage) => message.text.includes('Balas: IKUT');
    const fanoutAt = Date.now();
    await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
    await until(() => emulator.sent().find(isInvitation), 'the first invitation', deadline);
    const verifiedAt = Date.now();
    await db.transaction((trx) => writeOutbox(trx, 'payment.verified', { transactionId: paid.transactionId, proofId: randomUUID() }));
    const verified = await until(
      () => emulator.messagesTo(paid.customerChat).find((message) => message.text.includes('terverifikasi')),
      'the verified message',
      deadline,
    );
    const toTutor = await until(
      () => emulator.messagesTo(paid.tutorChat).find((message) => message.text.includes('terverifikasi')),
      "the tutor's verified message",
      deadline,
    );

    const queue = queues.get('whatsapp');
    await until(
      async () => {
        const counts = await queue.getJobCounts('wait', 'prioritized', 'active');
        return (counts.wait ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0) === 0 &&
          emulator.sent().filter(isInvitation).length > 0
          ? true
          : undefined;
      },
      'the fan-out to settle',
      deadline,
    );

    const sent = emulator.sent();
    const invitations = sent.filter(isInvitation);
    const times = sent.map((message) => message.sentAt).sort((a, b) => a - b);
    const gaps = times.slice(1).map((at, index) => at - times[index]!);
    const perChat = new Map<string, number>();
    for (const message of invitations) perChat.set(message.chatId, (perChat.get(message.chatId) ?? 0) + 1);
    const duplicates = [...perChat.values()].reduce((sum, count) => sum + count - 1, 0);
    const ahead = invitations.filter((message) => message.sentAt <= verified.sentAt).length;
    const held = await db('notification_deliveries as d')
      .join('outbox as o', 'o.id', 'd.outbox_id')
      .where({ 'o.type': 'request.opened', 'd.channel': 'whatsapp', 'd.status': 'pending' })
      .count<{ count: string }[]>('* as count');
    const latency = verified.sentAt - verifiedAt;
    const windowMax = maxInWindow(times, 1_000);
    const rate = (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000);

    say();
    say(`| WhatsApp: ${TUTORS} linked tutors, one request, then one payment.verified | figure | aim |`);
    say('|---|---:|---|');
    say(
      `| payment.verified: written → customer's message / tutor's message | ${latency} ms / ${toTutor.sentAt - verifiedAt} ms | ≤ ${AIM_VERIFIED_MS} ms ${latency <= AIM_VERIFIED_MS ? 'ok' : 'MISSED'} |`,
    );
    say(`| invitations sent before the verified message | ${ahead} | the one in hand, about |`);
    say(
      `| most messages in any 1 s window / shortest gap between two | ${windowMax} / ${Math.min(...gaps)} ms | ≤ ${Math.ceil(1_000 / INTERVAL_MS)} / ≥ ${INTERVAL_MS} ms ${windowMax <= Math.ceil(1_000 / INTERVAL_MS) && Math.min(...gaps) >= INTERVAL_MS ? 'ok' : 'MISSED'} |`,
    );
    say(`| achieved rate, first to last message | ${rate.toFixed(2)} msg/s | ≤ ${(1_000 / INTERVAL_MS).toFixed(2)} msg/s |`);
    say(
      `| first invitation (event written → emulator) / last | ${invitations[0]!.sentAt - fanoutAt} ms / ${((invitations.at(-1)!.sentAt - fanoutAt) / 1000).toFixed(1)} s | |`,
    );
    say(
      `| invitations sent / held by the daily cap (${DAILY_CAP}) for tomorrow / duplicates | ${invitations.length} / ${held[0]?.count} / ${duplicates} | ${TUTORS} in all / — / 0 |`,
    );
    say();
    say(`${os.cpus().length} CPUs, load average at the end ${os.loadavg()[0]?.toFixed(2)} (other work on this machine slows the run).`);
  } finally {
    await bot?.stop();
    await jobs?.stop();
    await queues.close();
    await db.destroy();
    await scratch.drop();
    await removeRedisKeys(prefix);
    fs.rmSync(storageDir, { recursive: true, force: true });
  }
}
