import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bookingParties } from '../helpers/booking-parties.ts';
import { freshDatabase } from '../helpers/database.ts';
import { spawnApiProcess, type ApiProcess } from '../helpers/spawn-api.ts';

// The shape docker-compose.yml runs (`--scale api=3` behind a proxy), without Docker: three real api
// processes on one database and one Redis, and the test as the round-robin proxy. Nothing lives in
// one process: a ticket taken from one opens a stream on another, a change made through one
// reaches a live-update client connected to another (Postgres LISTEN/NOTIFY) and the public reads
// another holds in memory, abuse limits count across all of them (Redis), and every one is ready.

const SECRET = 'scale-out-reliability-'.repeat(2);
const { db, url } = await freshDatabase();
const env = {
  DATABASE_URL: url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: `scale-${randomBytes(6).toString('hex')}`,
  JWT_SECRET: SECRET,
  APP_URL: 'https://ajarin.test',
};
const apis: ApiProcess[] = await Promise.all([spawnApiProcess(env), spawnApiProcess(env), spawnApiProcess(env)]);
let turn = 0;
/** The proxy's round robin. */
const next = (): string => (apis[turn++ % apis.length] as ApiProcess).baseUrl;

type Stream = { text: () => string; close: () => void };
const streams: Stream[] = [];
afterAll(() => streams.forEach((stream) => stream.close()));

async function openStream(baseUrl: string, query: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events${query}`, { signal: controller.signal });
  expect(res.status).toBe(200);
  let text = '';
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // closed by the test
    }
  })();
  const stream = { text: () => text, close: () => controller.abort() };
  streams.push(stream);
  await expect.poll(() => text, { timeout: 5_000 }).toContain(': ready');
  return stream;
}

const changes = (stream: Stream) =>
  [...stream.text().matchAll(/^event: change\ndata: (.*)$/gm)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { table: string; id: string },
  );

describe('three api processes on one database and one Redis', () => {
  it('are each ready, and serve any request whichever one it reaches', async () => {
    for (const api of apis) expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(200);
    const pair = await bookingParties(db, SECRET);
    const ids: string[] = [];
    // Two through each: one page of the customer's list (seven) holds them all.
    for (let index = 0; index < 6; index += 1) {
      const res = await pair.book(next());
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { transaction: { id: string } }).transaction.id);
    }
    for (const api of apis) {
      const res = await fetch(`${api.baseUrl}/api/transactions`, { headers: { authorization: `Bearer ${pair.customer.token}` } });
      expect(res.status).toBe(200);
      const listed = (await res.json()) as { transactions: { id: string }[]; total: number };
      expect(listed.total).toBe(ids.length);
      expect(listed.transactions.map((row) => row.id).sort()).toEqual([...ids].sort());
    }
  });

  it('delivers a change made through one process to live-update clients of the others', async () => {
    const [first, second, third] = apis as [ApiProcess, ApiProcess, ApiProcess];
    const pair = await bookingParties(db, SECRET);
    // The single-use ticket is taken from the first process and spent on the second.
    const ticket = await fetch(`${first.baseUrl}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.customer.token}` },
    });
    expect(ticket.status).toBe(200);
    const { ticket: value } = (await ticket.json()) as { ticket: string };
    const customerStream = await openStream(second.baseUrl, `?ticket=${value}`);
    const publicStream = await openStream(third.baseUrl, '');

    const res = await pair.book(first.baseUrl);
    expect(res.status).toBe(201);
    const { transaction } = (await res.json()) as { transaction: { id: string } };
    await expect.poll(() => changes(customerStream), { timeout: 5_000 }).toContainEqual({ table: 'transactions', id: transaction.id });

    // A public change (the tutor's availability) through the third reaches the anonymous stream there
    // and the signed-in one on the second alike.
    const toggled = await fetch(`${third.baseUrl}/api/tutors/me/availability`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.tutor.token}` },
      body: JSON.stringify({ isAvailable: false }),
    });
    expect(toggled.status, await toggled.text()).toBe(200);
    for (const stream of [publicStream, customerStream]) {
      await expect.poll(() => changes(stream), { timeout: 5_000 }).toContainEqual({ table: 'tutors', id: pair.tutor.id });
    }
    // The ticket was single use across all three.
    const again = await fetch(`${third.baseUrl}/api/events?ticket=${value}`);
    expect(again.status).toBe(401);
    await again.body?.cancel();
  });

  it('keeps the public reads each one holds in memory true when another changes a tutor', async () => {
    const [first, ...readers] = apis as [ApiProcess, ApiProcess, ApiProcess];
    const pair = await bookingParties(db, SECRET);
    const profileOn = async (api: ApiProcess) => {
      const res = await fetch(`${api.baseUrl}/api/tutors/${pair.tutor.id}`);
      expect(res.status).toBe(200);
      return (await res.json()) as { isAvailable: boolean; lastActiveAt: string | null };
    };
    // Each reader answers from memory: an activity stamp (never notified) written behind its back stays unseen.
    let stamp = Date.parse('2026-02-01T00:00:00Z');
    for (const reader of readers) {
      await expect
        .poll(
          async () => {
            const before = (await profileOn(reader)).lastActiveAt;
            stamp += 60_000;
            await db('tutors')
              .where({ id: pair.tutor.id })
              .update({ last_active_at: new Date(stamp) });
            return (await profileOn(reader)).lastActiveAt === before;
          },
          { timeout: 5_000, interval: 50 },
        )
        .toBe(true);
    }
    const toggled = await fetch(`${first.baseUrl}/api/tutors/me/availability`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.tutor.token}` },
      body: JSON.stringify({ isAvailable: false }),
    });
    expect(toggled.status).toBe(200);
    // Well inside the readers' 5 s lifetime: only the change Postgres notified explains it.
    for (const reader of readers)
      await expect.poll(async () => (await profileOn(reader)).isAvailable, { timeout: 2_000, interval: 20 }).toBe(false);
  });

  it('counts abuse limits across all of them', async () => {
    const pair = await bookingParties(db, SECRET);
    const wrong = (baseUrl: string) =>
      fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: pair.customer.email, password: 'bukan-sandinya' }),
      });
    // Ten tries per email and address in ten minutes (services/accounts/policy.ts), spread over three.
    for (let index = 0; index < 10; index += 1) expect((await wrong(next())).status).toBe(401);
    for (const api of apis) expect((await wrong(api.baseUrl)).status).toBe(429);
  });
});
