import os from 'node:os';
import { createDb } from '../../infra/db.ts';
import { createLogger } from '../../infra/logger.ts';
import { writeOutbox } from '../../infra/outbox.ts';
import { startTelegramEmulator, type TelegramEmulator } from '../../dev/telegram-emulator/index.ts';
import { startJobs, type JobsHandle } from '../../jobs/start-jobs.ts';
import { migrateLatest } from '../../migrations/index.ts';
import { createScratchDatabase } from '../lib/scratch-database.ts';
import { maxInWindow, REDIS_URL, removeRedisKeys, say, seedFanout } from './fanout-common.ts';

// The Telegram run of `npm run bench:fanout`: one new learning request to BENCH_TUTORS (1 000)
// tutors with a linked Telegram chat, through the Bot API emulator and the real jobs process
// (relay, events worker, Telegram send worker). Reports the time to the last message, the
// achieved send rate, the most messages in any 1 s window (Telegram: about 30 a second overall)
// and the first message's latency.

const TUTORS = Number(process.env.BENCH_TUTORS ?? 1_000);
const FIRST_CHAT_ID = 900_000_000;
const TIMEOUT_MS = 10 * 60_000;
const AIM = { perSecond: 27, windowMax: 30 };

async function waitForAll(emulator: TelegramEmulator, chats: Set<number>, deadline: number): Promise<void> {
  while (emulator.sendTimes().filter((send) => chats.has(send.chatId)).length < chats.size) {
    if (Date.now() > deadline)
      throw new Error(`only ${emulator.sendTimes().length} of ${chats.size} messages arrived within ${TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function runTelegramFanout(): Promise<void> {
  const prefix = `bench-fanout-tg-${process.pid}`;
  const scratch = await createScratchDatabase('fanout');
  const db = createDb(scratch.url, { poolMax: 10 });
  let emulator: TelegramEmulator | undefined;
  let jobs: JobsHandle | undefined;
  try {
    await migrateLatest(db);
    let started = performance.now();
    const requestId = await seedFanout(db, { count: TUTORS, channel: 'telegram', chatIdSql: `(${FIRST_CHAT_ID} + n)::text` });
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
      REQUEST_MAX_TUTORS: 10,
      REQUEST_LIFETIME_HOURS: 168,
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
    const sent = await db('notification_deliveries')
      .where({ channel: 'telegram', status: 'sent' })
      .count<{ count: string }[]>('* as count');

    say();
    say(`| Telegram: ${TUTORS} linked tutors, one matching request | figure | aim |`);
    say('|---|---:|---|');
    say(
      `| time until the last message reached the emulator | ${(last / 1000).toFixed(1)} s | ≈ ${(TUTORS / AIM.perSecond).toFixed(0)} s or less |`,
    );
    say(
      `| achieved rate, first to last message | ${rate.toFixed(1)} msg/s | ≥ ${AIM.perSecond} msg/s ${rate >= AIM.perSecond ? 'ok' : 'MISSED'} |`,
    );
    say(`| most messages in any 1 s window | ${windowMax} | ≤ ${AIM.windowMax} ${windowMax <= AIM.windowMax ? 'ok' : 'MISSED'} |`);
    say(`| first message latency (event written → emulator) | ${first} ms | |`);
    say(
      `| messages received / duplicates / ledger rows sent | ${sends.length} / ${duplicates} / ${sent[0]?.count} | ${TUTORS} / 0 / ${TUTORS} |`,
    );
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
