import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createDb } from '../../infra/db.ts';
import { bookingParties } from '../helpers/booking-parties.ts';
import { startPrivatePostgres } from '../helpers/private-postgres.ts';
import { spawnApiProcess } from '../helpers/spawn-api.ts';

// Postgres restarted under a running api process: while it is away every request gets a quick,
// clean 503 in Indonesian (no hang, no 500, nothing internal), and once it is back the same process
// serves again: its pool makes new connections, nobody restarts it.

const SECRET = 'postgres-restart-reliability-'.repeat(2);
const postgres = await startPrivatePostgres();
const db = createDb(postgres.url, { poolMax: 2 });
const env = {
  DATABASE_URL: postgres.url,
  REDIS_URL: inject('redisUrl'),
  REDIS_PREFIX: `pgrestart-${randomBytes(6).toString('hex')}`,
  JWT_SECRET: SECRET,
};

type Answer = { status: number; text: string; ms: number };
async function ask(url: string, init?: RequestInit): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, text: await res.text(), ms: Date.now() - started };
}

describe('Postgres restarted under a running api', () => {
  it('answers 503 while it is away and serves again when it is back, without a restart', { timeout: 90_000 }, async () => {
    const api = await spawnApiProcess(env);
    const pair = await bookingParties(db, SECRET);
    await db.destroy();
    const gallery = () => ask(`${api.baseUrl}/api/tutors`);
    const book = async () => {
      const started = Date.now();
      const res = await pair.book(api.baseUrl, AbortSignal.timeout(15_000));
      return { status: res.status, text: await res.text(), ms: Date.now() - started };
    };
    expect((await gallery()).status).toBe(200);
    expect((await book()).status).toBe(201);

    await postgres.stop();
    for (const answer of [await gallery(), await book(), await gallery(), await book()]) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.ms).toBeLessThan(5_000);
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: 'UNAVAILABLE', message: expect.stringMatching(/^Layanan sedang tidak tersedia/) },
      });
    }
    const ready = await ask(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({ checks: { postgres: 'down' } });

    await postgres.start();
    await expect.poll(async () => (await gallery()).status, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await book()).status).toBe(201);
    expect((await ask(`${api.baseUrl}/readyz`)).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  });
});
