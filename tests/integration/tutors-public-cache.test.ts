import { describe, expect, it } from 'vitest';
import { insertUser, isolatedRedis } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';

// The public tutor reads come from memory (docs/decisions/024), and are never older than the last
// change Postgres notified. The time to live is a minute here, so only the notification can
// explain a fresh answer; a write the triggers keep silent (the activity stamp) shows that the
// answer came from memory.

const app = await startTestApp({ redis: isolatedRedis(), publicTutorCache: { ttlMs: 60_000 } });
const { db } = app;

async function listedTutor(price: number): Promise<string> {
  const user = await insertUser(app, { role: 'tutor' });
  await db('tutors').insert({
    id: user.id,
    name: 'Tutor Cache',
    university: 'Universitas Indonesia',
    subjects: ['SMA - Kimia'],
    price_per_hour: price,
    phone_number: '081234567890',
    bank_account: 'BCA 1234567890',
    rating: 4.5,
    review_count: 2,
    hours_taught: 10,
    last_active_at: new Date('2026-01-01T00:00:00Z'),
  });
  return user.id;
}

type Tutor = { id: string; pricePerHour: number; lastActiveAt: string };
const get = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${app.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const profile = (id: string) => get<Tutor>(`/api/tutors/${id}`);
const galleryPage = () => get<{ tutors: Tutor[] }>('/api/tutors?sort=price_desc&limit=5');
const silentlyTouch = (id: string, at: string) =>
  db('tutors')
    .where({ id })
    .update({ last_active_at: new Date(at) });

/** Until an activity stamp written after a read stays unseen: the answers come from memory now. */
async function untilCached(id: string): Promise<void> {
  let stamp = Date.parse('2026-02-01T00:00:00Z');
  await expect
    .poll(
      async () => {
        await profile(id);
        stamp += 60_000;
        const written = new Date(stamp).toISOString();
        await silentlyTouch(id, written);
        return (await profile(id)).lastActiveAt !== written;
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(true);
}

/** The backend of this app's change feed LISTEN connection (the test database has no other). */
const listenerPid = async (): Promise<number | undefined> => {
  const { rows } = await db.raw<{ rows: { pid: number }[] }>(
    `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
  );
  return rows[0]?.pid;
};

describe('public tutor reads from memory', () => {
  it('answer from memory until a notified change, which shows at once', async () => {
    const id = await listedTutor(150_000);
    await untilCached(id);
    const cachedStamp = (await profile(id)).lastActiveAt;
    await silentlyTouch(id, '2026-03-01T00:00:00Z');
    expect((await profile(id)).lastActiveAt).toBe(cachedStamp);

    await db('tutors').where({ id }).update({ price_per_hour: 175_000 });
    await expect.poll(async () => (await profile(id)).pricePerHour, { timeout: 2_000, interval: 20 }).toBe(175_000);
    expect((await profile(id)).lastActiveAt).toBe('2026-03-01T00:00:00.000Z');
  });

  it('keep gallery pages and the price range as true as profiles', async () => {
    const id = await listedTutor(990_000);
    await untilCached(id);
    expect((await galleryPage()).tutors[0]?.id).toBe(id);
    expect((await get<{ max: number }>('/api/tutors/price-range')).max).toBeGreaterThanOrEqual(990_000);

    await db('users').where({ id }).update({ disabled_at: db.fn.now() });
    await expect
      .poll(async () => (await galleryPage()).tutors.some((tutor) => tutor.id === id), { timeout: 2_000, interval: 20 })
      .toBe(false);
    expect((await fetch(`${app.baseUrl}/api/tutors/${id}`)).status).toBe(404);
  });

  it('trust nothing from before a lost LISTEN connection, and come from memory again once it is back', async () => {
    const id = await listedTutor(120_000);
    await untilCached(id);
    const lost = await listenerPid();
    expect(lost).toBeDefined();
    await db.raw('select pg_terminate_backend(?)', [lost as number]);
    // Unheard while the connection is down: only forgetting on the gap makes it show.
    await db('tutors').where({ id }).update({ price_per_hour: 130_000 });
    await expect.poll(async () => [undefined, lost].includes(await listenerPid()), { timeout: 5_000, interval: 20 }).toBe(false);
    for (let read = 0; read < 10; read += 1) {
      expect((await profile(id)).pricePerHour).toBe(130_000);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await untilCached(id);
  });
});
