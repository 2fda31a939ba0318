// `npm run bench:fanout`: how fast one new learning request reaches 1 000 tutors on Telegram, and
// whether the sends keep to Telegram's limits. It creates a scratch database on TEST_DATABASE_URL
// (default: the local server), inserts 1 000 listed tutors with a linked Telegram chat (their
// request emails switched off, so only the Telegram path is measured), starts the Bot API emulator
// and the real jobs process (relay, events worker, Telegram send worker) in this process, writes
// one `request.opened` event and waits until every tutor's message has reached the emulator.
// Reports the time to the last message, the achieved send rate, the most messages in any 1 s
// window (Telegram: about 30 a second overall) and the first message's latency, as a markdown
// table. The scratch database and the run's Redis keys are removed at the end, also after a failure.
import os from 'node:os';
import { createDb, type Db } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { writeOutbox } from '../infra/outbox.ts';
import { createRedis } from '../infra/redis.ts';
import { startTelegramEmulator, type TelegramEmulator } from '../infra/telegram-emulator/index.ts';
import { startJobs, type JobsHandle } from '../jobs/start-jobs.ts';
import { migrateLatest } from '../migrations/index.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TUTORS = Number(process.env.BENCH_TUTORS ?? 1_000);
const FIRST_CHAT_ID = 900_000_000;
const TIMEOUT_MS = 10 * 60_000;
const AIM = { perSecond: 27, windowMax: 30 };

const say = (line = '') => process.stdout.write(`${line}\n`);

/** Tutors, their chats and their email switch-off in set-based statements; the request's owner and the request. */
async function seed(db: Db): Promise<string> {
  await db.transaction(async (trx) => {
    await trx.raw(
      `with new_users as (
         insert into users (email, password_hash, role, name, email_confirmed_at)
         select 'fanout-' || g || '@bench.test', 'not-a-hash', 'tutor', 'Tutor Fanout ' || g, now()
         from generate_series(1, ?::int) g
         returning id, name, email
       ), new_tutors as (
         insert into tutors (id, name, university, subjects, price_per_hour, phone_number, is_available)
         select id, name, 'Universitas Indonesia', array['SMA - Fisika'], 100000, '0812' || lpad((row_number() over ())::text, 8, '0'), true
         from new_users
         returning id
       ), chats as (
         insert into chat_links (user_id, channel, chat_id)
         select id, 'telegram', (? + row_number() over ())::text from new_tutors
       )
       insert into notification_preferences (user_id, channel, "group", enabled)
       select id, 'email', 'requests', false from new_tutors`,
      [TUTORS, FIRST_CHAT_ID],
    );
  });
  const [owner] = await db('users')
    .insert({ email: 'owner@bench.test', password_hash: 'not-a-hash', role: 'customer', name: 'Rina Lestari', email_confirmed_at: db.fn.now() })
    .returning<{ id: string }[]>('id');
  if (!owner) throw new Error('owner insert returned no id');
  await db('customers').insert({ id: owner.id, name: 'Rina Lestari', phone: '081398765432' });
  const [request] = await db('learning_requests')
    .insert({
      customer_id: owner.id,
      customer_name: 'Rina Lestari',
      phone: '085700001111',
      subjects: ['SMA - Fisika'],
      student_count: 2,
      duration_hours: 2,
      notes: 'Persiapan ujian',
      status: 'OPEN',
      expires_at: db.raw(`now() + interval '7 days'`),
    })
    .returning<{ id: string }[]>('id');
  if (!request) throw new Error('request insert returned no id');
  return request.id;
}

/** The most sends whose times fall within any window of `windowMs` (two pointers over sorted times). */
function maxInWindow(times: number[], windowMs: number): number {
  let best = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= windowMs) start += 1;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

async function waitForAll(emulator: TelegramEmulator, chats: Set<number>, deadline: number): Promise<void> {
  while (emulator.sendTimes().filter((send) => chats.has(send.chatId)).length < chats.size) {
    if (Date.now() > deadline) throw new Error(`only ${emulator.sendTimes().length} of ${chats.size} messages arrived within ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function removeRedisKeys(prefix: string): Promise<void> {
  const redis = createRedis(REDIS_URL, { forWorker: true, name: 'bench-cleanup' });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const prefix = `bench-fanout-${process.pid}`;
  const scratch = await createScratchDatabase('fanout');
  const db = createDb(scratch.url, { poolMax: 10 });
  let emulator: TelegramEmulator | undefined;
  let jobs: JobsHandle | undefined;
  try {
    await migrateLatest(db);
    let started = performance.now();
    const requestId = await seed(db);
    say(`Seeded ${TUTORS} tutors with a linked Telegram chat in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

    emulator = await startTelegramEmulator({ port: 0 });
    const config = {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SMTP_URL: undefined,
      MAIL_FROM: 'Ajarin <no-reply@ajarin.test>',
      APP_URL: 'https://ajarin.test',
      GOPAY_NUMBER: '081299998888',
      JWT_SECRET: 'bench-fanout-secret-'.repeat(3),
      TELEGRAM_BOT_TOKEN: emulator.token,
      TELEGRAM_API_ROOT: emulator.apiRoot,
    };
    jobs = await startJobs({ config, db, logger: createLogger({ level: 'warn' }) });

    const chats = new Set(Array.from({ length: TUTORS }, (_, index) => FIRST_CHAT_ID + index + 1));
    started = Date.now();
    await db.transaction((trx) => writeOutbox(trx, 'request.opened', { requestId }));
    await waitForAll(emulator, chats, started + TIMEOUT_MS);
    // A moment more, so a duplicate would be counted.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const sends = emulator.sendTimes().filter((send) => chats.has(send.chatId));
    const times = sends.map((send) => send.at).sort((a, b) => a - b);
    const perChat = new Map<number, number>();
    for (const send of sends) perChat.set(send.chatId, (perChat.get(send.chatId) ?? 0) + 1);
    const duplicates = [...perChat.values()].reduce((sum, count) => sum + count - 1, 0);
    const first = times[0]! - started;
    const last = times.at(-1)! - started;
    const rate = (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000);
    const windowMax = maxInWindow(times, 1_000);
    const sent = await db('notification_deliveries').where({ channel: 'telegram', status: 'sent' }).count<{ count: string }[]>('* as count');

    say();
    say(`| ${TUTORS} linked tutors, one matching request | figure | aim |`);
    say('|---|---:|---|');
    say(`| time until the last message reached the emulator | ${(last / 1000).toFixed(1)} s | ≈ ${(TUTORS / AIM.perSecond).toFixed(0)} s or less |`);
    say(`| achieved rate, first to last message | ${rate.toFixed(1)} msg/s | ≥ ${AIM.perSecond} msg/s ${rate >= AIM.perSecond ? 'ok' : 'MISSED'} |`);
    say(`| most messages in any 1 s window | ${windowMax} | ≤ ${AIM.windowMax} ${windowMax <= AIM.windowMax ? 'ok' : 'MISSED'} |`);
    say(`| first message latency (event written → emulator) | ${first} ms | |`);
    say(`| messages received / duplicates / ledger rows sent | ${sends.length} / ${duplicates} / ${sent[0]?.count} | ${TUTORS} / 0 / ${TUTORS} |`);
    say();
    say(`${os.cpus().length} CPUs, load average at the end ${os.loadavg()[0]?.toFixed(2)} (other work on this machine slows the run).`);
  } finally {
    await jobs?.stop();
    await emulator?.stop();
    await db.destroy();
    await scratch.drop();
    await removeRedisKeys(prefix);
  }
}

await main();
