import type { Db } from '../../infra/db.ts';
import { createRedis } from '../../infra/redis.ts';

// What both runs of `npm run bench:fanout` share: the seeding of linked tutors and one matching
// request in set-based statements, the busiest-window count, and the cleanup of a run's Redis keys.

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export const say = (line = ''): void => void process.stdout.write(`${line}\n`);

/**
 * `count` listed tutors teaching SMA - Fisika, each with a chat on `channel` named by `chatId(n)`
 * and their request emails switched off (only the chat is measured); the request's owner and the
 * request. Returns the request's id.
 */
export async function seedFanout(db: Db, options: { count: number; channel: 'telegram' | 'whatsapp'; chatIdSql: string }): Promise<string> {
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
         select id, ?, ${options.chatIdSql} from (select id, row_number() over () as n from new_tutors) numbered
       )
       insert into notification_preferences (user_id, channel, "group", enabled)
       select id, 'email', 'requests', false from new_tutors`,
      [options.count, options.channel],
    );
  });
  const [owner] = await db('users')
    .insert({
      email: 'owner@bench.test',
      password_hash: 'not-a-hash',
      role: 'customer',
      name: 'Rina Lestari',
      email_confirmed_at: db.fn.now(),
    })
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
export function maxInWindow(times: number[], windowMs: number): number {
  let best = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= windowMs) start += 1;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

export async function removeRedisKeys(prefix: string): Promise<void> {
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
