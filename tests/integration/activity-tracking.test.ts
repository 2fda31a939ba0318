import { describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/logger.ts';
import { createRedis } from '../../infra/redis.ts';
import { createActivityRecorder } from '../../services/tutors/record-tutor-activity.ts';
import { accessTokenFor, insertUser, isolatedRedis, uniqueEmail } from '../helpers/accounts.ts';
import { startTestApp } from '../helpers/app.ts';
import { redisPrefix } from '../helpers/database.ts';

// tutors.last_active_at follows real use: sign-in writes it, and every authenticated request of a
// tutor does, at most once per tutor per 5 minutes, without ever failing the request.

const app = await startTestApp({ redis: isolatedRedis() });
const { db, deps } = app;
const logger = createLogger({ level: 'silent' });
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
// A Redis that never answers: nothing listens on port 1.
const deadRedis = createRedis('redis://127.0.0.1:1');

async function tutorAccount() {
  const user = await insertUser(app, { role: 'tutor', email: uniqueEmail('aktif') });
  await db('tutors').insert({ id: user.id, name: 'Tutor Aktif', last_active_at: LONG_AGO });
  return { ...user, token: await accessTokenFor(deps, { id: user.id, role: 'tutor' }) };
}

const lastActive = async (id: string): Promise<Date | null> => (await db('tutors').where({ id }).first('last_active_at')).last_active_at;
const setLastActive = (id: string, at: Date) => db('tutors').where({ id }).update({ last_active_at: at });
const isRecent = (at: Date | null) => at !== null && Math.abs(Date.now() - at.getTime()) < 60_000;
const get = (path: string, token: string, baseUrl = app.baseUrl) =>
  fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('activity on sign-in', () => {
  it("writes the tutor's last activity when they sign in", async () => {
    const tutor = await tutorAccount();
    const res = await fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: tutor.email, password: tutor.password }),
    });
    expect(res.status).toBe(200);
    expect(isRecent(await lastActive(tutor.id))).toBe(true);
  });

  it('signs a customer in as before (no tutor row to write)', async () => {
    const customer = await insertUser(app, { role: 'customer' });
    const res = await fetch(`${app.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
    expect(res.status).toBe(200);
  });
});

describe('activity on authenticated requests', () => {
  it('writes once for two requests within the window', async () => {
    const tutor = await tutorAccount();
    const barrier = await tutorAccount();
    expect((await get('/api/tutors/me', tutor.token)).status).toBe(200);
    await expect.poll(async () => isRecent(await lastActive(tutor.id))).toBe(true);

    // Put the old value back: only a second write could move it again.
    await setLastActive(tutor.id, LONG_AGO);
    expect((await get('/api/tutors?limit=1', tutor.token)).status).toBe(200);
    // Activity goes through one Redis connection in order: once a later tutor's write is visible,
    // the second request's (throttled) turn is over.
    expect((await get('/api/tutors?limit=1', barrier.token)).status).toBe(200);
    await expect.poll(async () => isRecent(await lastActive(barrier.id))).toBe(true);
    expect(await lastActive(tutor.id)).toEqual(LONG_AGO);
  });

  it('ignores anonymous requests and other roles', async () => {
    const customer = await insertUser(app, { role: 'customer' });
    const token = await accessTokenFor(deps, { id: customer.id, role: 'customer' });
    expect((await get('/api/tutors?limit=1', token)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/tutors?limit=1`)).status).toBe(200);
  });

  it('keeps answering, and still throttles in process, while Redis is down', async () => {
    const offline = await startTestApp({ redis: deadRedis });
    const offlineTutor = async () => {
      const user = await insertUser(offline, { role: 'tutor', email: uniqueEmail('tanpa-redis') });
      await offline.db('tutors').insert({ id: user.id, name: 'Tutor Tanpa Redis', last_active_at: LONG_AGO });
      return { id: user.id, token: await accessTokenFor(offline.deps, { id: user.id, role: 'tutor' }) };
    };
    const read = async (id: string) => (await offline.db('tutors').where({ id }).first('last_active_at')).last_active_at as Date;
    const tutor = await offlineTutor();
    const barrier = await offlineTutor();

    expect((await get('/api/tutors/me', tutor.token, offline.baseUrl)).status).toBe(200);
    await expect.poll(async () => isRecent(await read(tutor.id)), { timeout: 5_000 }).toBe(true);
    await offline.db('tutors').where({ id: tutor.id }).update({ last_active_at: LONG_AGO });
    expect((await get('/api/tutors/me', tutor.token, offline.baseUrl)).status).toBe(200);
    expect((await get('/api/tutors/me', barrier.token, offline.baseUrl)).status).toBe(200);
    await expect.poll(async () => isRecent(await read(barrier.id)), { timeout: 5_000 }).toBe(true);
    expect(await read(tutor.id)).toEqual(LONG_AGO);
  });
});

describe('the activity recorder', () => {
  it('writes, then throttles the same tutor for the window (Redis SET NX EX under the prefix)', async () => {
    const tutor = await tutorAccount();
    const prefix = redisPrefix();
    const redis = isolatedRedis();
    await expect.poll(() => redis.status).toBe('ready');
    const recorder = createActivityRecorder({ db, redis, logger, prefix });
    expect(await recorder.record(tutor.id)).toBe('written');
    expect(await recorder.record(tutor.id)).toBe('throttled');
    const ttl = await redis.ttl(`${prefix}:activity:${tutor.id}`);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('falls back to an in-process throttle when Redis does not answer', async () => {
    const tutor = await tutorAccount();
    const recorder = createActivityRecorder({ db, redis: deadRedis, logger, prefix: redisPrefix() });
    expect(await recorder.record(tutor.id)).toBe('written');
    await setLastActive(tutor.id, LONG_AGO);
    expect(await recorder.record(tutor.id)).toBe('throttled');
    expect(await lastActive(tutor.id)).toEqual(LONG_AGO);
  });

  it('never writes twice within the window even across instances without Redis', async () => {
    const tutor = await tutorAccount();
    const instanceA = createActivityRecorder({ db, redis: deadRedis, logger, prefix: redisPrefix() });
    const instanceB = createActivityRecorder({ db, redis: deadRedis, logger, prefix: redisPrefix() });
    expect(await instanceA.record(tutor.id)).toBe('written');
    const written = await lastActive(tutor.id);
    expect(await instanceB.record(tutor.id)).toBe('throttled');
    expect(await lastActive(tutor.id)).toEqual(written);
  });

  it('reports a failed write instead of throwing', async () => {
    const recorder = createActivityRecorder({ db, redis: isolatedRedis(), logger, prefix: redisPrefix() });
    expect(await recorder.record('bukan-uuid')).toBe('failed');
  });
});
