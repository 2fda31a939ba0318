import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../core/realtime/event-stream.schema.ts';
import { bookingParties, type BookingParties } from '../helpers/booking-parties.ts';
import { freshDatabase } from '../helpers/database.ts';
import { startPrivateRedis } from '../helpers/private-redis.ts';
import { startSmtpCapture } from '../helpers/smtp-capture.ts';
import { spawnApiProcess } from '../helpers/spawn-api.ts';
import { spawnJobsProcess } from '../helpers/spawn-jobs.ts';

// Redis holds nothing that cannot be lost or rebuilt (docs/architecture.md#postgres-and-redis).
// Shown for real: the api and jobs processes of production, on a Redis of this file alone that is
// killed for a minute under a steady stream of bookings. Every request is answered without a 5xx
// (the one feature that is Redis itself, a live-update ticket, answers a prompt 503 and the page
// retries), and once Redis is back every booking's two emails go out, each exactly once.

const OUTAGE_MS = 60_000;
const EVERY_MS = 500;
const SECRET = 'redis-outage-reliability-'.repeat(2);

const { db, url } = await freshDatabase();
const redis = await startPrivateRedis();
const smtp = await startSmtpCapture();
const env = {
  DATABASE_URL: url,
  REDIS_URL: redis.url,
  REDIS_PREFIX: `outage-${randomBytes(6).toString('hex')}`,
  JWT_SECRET: SECRET,
  APP_URL: 'https://ajarin.test',
  SMTP_URL: smtp.url,
};

type Answer = { status: number | 'no answer'; phase: 'before' | 'outage' | 'after'; ms: number };

describe('Redis killed for 60 s under a steady load of bookings', () => {
  it('answers every request without a 5xx and delivers every email after, none twice', { timeout: 200_000 }, async () => {
    const api = await spawnApiProcess(env);
    await spawnJobsProcess(env);
    // Enough pairs for the whole run, made before the clock starts.
    const total = Math.ceil((OUTAGE_MS + 10_000) / EVERY_MS);
    const pairs: BookingParties[] = [];
    while (pairs.length < total)
      pairs.push(...(await Promise.all(Array.from({ length: Math.min(5, total - pairs.length) }, () => bookingParties(db, SECRET)))));

    let phase: Answer['phase'] = 'before';
    const answers: Promise<Answer>[] = [];
    const side: Promise<Answer>[] = [];
    const load = (async () => {
      for (const pair of pairs) {
        const started = Date.now();
        const current = phase;
        answers.push(
          pair.book(api.baseUrl, AbortSignal.timeout(10_000)).then(
            async (res) => {
              await res.arrayBuffer();
              return { status: res.status, phase: current, ms: Date.now() - started };
            },
            () => ({ status: 'no answer' as const, phase: current, ms: Date.now() - started }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await redis.kill();
    phase = 'outage';
    // What else a visitor does meanwhile: the gallery, the public event stream, readiness.
    const probe = async (path: string, init?: RequestInit): Promise<Answer> => {
      const started = Date.now();
      try {
        const res = await fetch(`${api.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
        if (res.headers.get('content-type')?.includes('event-stream')) await res.body?.cancel();
        else await res.arrayBuffer();
        return { status: res.status, phase: 'outage', ms: Date.now() - started };
      } catch {
        return { status: 'no answer', phase: 'outage', ms: Date.now() - started };
      }
    };
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    side.push(probe('/api/tutors'), probe('/api/events'));
    // Signed-in live updates need their single-use ticket, which lives in Redis: they pause, with a
    // prompt 503 the page retries (docs/product.md#web-live-updates), and the lists still load.
    const ticket = await fetch(`${api.baseUrl}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pairs[0]?.customer.token}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(ticket.status).toBe(503);
    expect(await ticket.json()).toEqual({ error: { code: 'UNAVAILABLE', message: EVENT_MESSAGES.unavailable } });
    side.push(probe('/api/transactions', { headers: { authorization: `Bearer ${pairs[0]?.customer.token}` } }));
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { postgres: 'ok', redis: 'down' } });
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - 5_000));
    await redis.start();
    phase = 'after';
    await load;

    const results = await Promise.all(answers);
    expect(results.filter((answer) => answer.phase === 'outage').length).toBeGreaterThan(100);
    expect(results.filter((answer) => answer.status !== 201)).toEqual([]);
    expect((await Promise.all(side)).filter((answer) => answer.status === 'no answer' || answer.status >= 500)).toEqual([]);
    expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(200);

    // Every booking: one email to its customer, one to its tutor; a little longer for any repeat.
    await smtp.waitFor(pairs.length * 2, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const counts = new Map<string, number>();
    for (const mail of smtp.messages) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    const wrong = pairs.flatMap((pair) => [pair.customer.email, pair.tutor.email]).filter((email) => counts.get(email) !== 1);
    expect(wrong).toEqual([]);
    expect(smtp.messages).toHaveLength(pairs.length * 2);
    const pending = await db('outbox').whereNull('relayed_at').count<{ count: number }[]>('* as count');
    expect(pending[0]?.count).toBe(0);
  });
});
