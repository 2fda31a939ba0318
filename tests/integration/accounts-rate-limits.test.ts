import { randomBytes, scryptSync } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../infra/redis.ts';
import { insertUser, startAccountsApp, uniqueEmail, type AccountsApp, type ApiResponse } from '../helpers/accounts.ts';

// The real limits, each on an app with a keyspace of its own, so every count starts at zero.

const started: AccountsApp[] = [];
async function freshApp(env: Record<string, string> = {}): Promise<AccountsApp> {
  const app = await startAccountsApp({ env });
  started.push(app);
  return app;
}

function expectLimited(res: ApiResponse | undefined, windowSeconds: number): void {
  expect(res?.status).toBe(429);
  const seconds = res?.body.error.details.retryAfterSeconds as number;
  expect(seconds).toBeGreaterThan(windowSeconds - 30);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res?.body.error).toEqual({
    code: 'RATE_LIMITED',
    message: `Terlalu banyak percobaan. Silakan coba lagi dalam ${seconds} detik.`,
    details: { retryAfterSeconds: seconds },
  });
  expect(res?.headers.get('retry-after')).toBe(String(seconds));
}

async function repeat(times: number, request: (index: number) => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const responses: ApiResponse[] = [];
  for (let index = 0; index < times; index += 1) responses.push(await request(index));
  return responses;
}

/**
 * A user whose stored hash has a low scrypt cost: the cost travels with each hash, so a hundred
 * wrong passwords take milliseconds instead of a loaded machine's minute. Limits, not scrypt, are
 * what these tests are about.
 */
async function cheapUser(app: AccountsApp) {
  const user = await insertUser(app);
  const salt = randomBytes(16);
  const key = scryptSync(user.password, salt, 64, { N: 1024, r: 8, p: 1 });
  await app
    .db('users')
    .where({ id: user.id })
    .update({ password_hash: ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$') });
  return user;
}

const customer = (email: string) => ({ role: 'customer', email, password: 'rahasia1', passwordConfirmation: 'rahasia1', name: 'Ani' });

describe('abuse limits', () => {
  it('sign-in: 10 per email and address per 10 minutes, counted even when the password is right', async () => {
    const app = await freshApp();
    const user = await cheapUser(app);
    const tries = await repeat(10, (i) =>
      app.call('POST', '/api/auth/sign-in', { json: { email: user.email, password: i === 9 ? user.password : 'salah' } }),
    );
    expect(tries.map((res) => res.status)).toEqual([...Array(9).fill(401), 200]);
    expectLimited(await app.call('POST', '/api/auth/sign-in', { json: { email: user.email.toUpperCase(), password: user.password } }), 600);
  });

  it('sign-in: wrong passwords from elsewhere, however many, do not lock the owner out of their own address', async () => {
    const app = await freshApp({ TRUST_PROXY: 'true' });
    const user = await cheapUser(app);
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const attack = await repeat(10, () =>
      app.call('POST', '/api/auth/sign-in', { json: { email: user.email, password: 'salah' }, headers: from('203.0.113.9') }),
    );
    expect(new Set(attack.map((res) => res.status))).toEqual(new Set([401]));
    expectLimited(
      await app.call('POST', '/api/auth/sign-in', { json: { email: user.email, password: 'salah' }, headers: from('203.0.113.9') }),
      600,
    );

    // Refused tries count on no limit, so they cannot fill the loose per-email one either.
    const refused = await repeat(100, () =>
      app.call('POST', '/api/auth/sign-in', { json: { email: user.email, password: 'salah' }, headers: from('203.0.113.9') }),
    );
    expect(new Set(refused.map((res) => res.status))).toEqual(new Set([429]));

    const owner = await app.call('POST', '/api/auth/sign-in', {
      json: { email: user.email, password: user.password },
      headers: from('198.51.100.7'),
    });
    expect(owner.status).toBe(200);
  });

  it('sign-in: a client cannot pick its address with X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    const app = await freshApp();
    const user = await cheapUser(app);
    await repeat(10, (i) =>
      app.call('POST', '/api/auth/sign-in', {
        json: { email: user.email, password: 'salah' },
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      }),
    );
    expectLimited(
      await app.call('POST', '/api/auth/sign-in', {
        json: { email: user.email, password: 'salah' },
        headers: { 'X-Forwarded-For': '203.0.113.99' },
      }),
      600,
    );
  });

  it('sign-in: behind one appending proxy, a forged X-Forwarded-For does not make a new address', async () => {
    const app = await freshApp({ TRUST_PROXY: 'true' });
    // What an appending proxy passes on: the client's own header, then the address it saw.
    const throughProxy = (forged: string) => ({ 'X-Forwarded-For': `${forged}, 198.51.100.20` });
    const tries = await repeat(30, (i) =>
      app.call('POST', '/api/auth/sign-in', {
        json: { email: uniqueEmail('probe'), password: 'salah' },
        headers: throughProxy(`203.0.113.${i}`),
      }),
    );
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([401]));
    expectLimited(
      await app.call('POST', '/api/auth/sign-in', {
        json: { email: uniqueEmail('probe'), password: 'salah' },
        headers: throughProxy('192.0.2.1'),
      }),
      600,
    );
    const neighbour = await app.call('POST', '/api/auth/sign-in', {
      json: { email: uniqueEmail('probe'), password: 'salah' },
      headers: { 'X-Forwarded-For': '203.0.113.7, 198.51.100.21' },
    });
    expect(neighbour.status).toBe(401);
  });

  it('sign-in: with TRUSTED_PROXY_HOPS=2 the address is the second entry from the right', async () => {
    const app = await freshApp({ TRUST_PROXY: 'true', TRUSTED_PROXY_HOPS: '2' });
    const tries = await repeat(30, (i) =>
      app.call('POST', '/api/auth/sign-in', {
        json: { email: uniqueEmail('probe'), password: 'salah' },
        headers: { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.20, 10.0.0.${i}` },
      }),
    );
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([401]));
    expectLimited(
      await app.call('POST', '/api/auth/sign-in', {
        json: { email: uniqueEmail('probe'), password: 'salah' },
        headers: { 'X-Forwarded-For': '192.0.2.1, 198.51.100.20, 10.0.0.99' },
      }),
      600,
    );
  });

  it('sign-in: 100 per email per hour from any number of addresses', async () => {
    const app = await freshApp({ TRUST_PROXY: 'true' });
    const user = await cheapUser(app);
    // 100 tries spread over 20 addresses (5 each): under every per-address limit.
    const tries = await repeat(100, (i) =>
      app.call('POST', '/api/auth/sign-in', {
        json: { email: user.email, password: 'salah' },
        headers: { 'X-Forwarded-For': `203.0.113.${i % 20}` },
      }),
    );
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([401]));
    expectLimited(
      await app.call('POST', '/api/auth/sign-in', {
        json: { email: user.email, password: user.password },
        headers: { 'X-Forwarded-For': '198.51.100.7' },
      }),
      3600,
    );
  });

  it('sign-in: 30 per IP per 10 minutes, across different emails', async () => {
    const app = await freshApp();
    const tries = await repeat(30, () =>
      app.call('POST', '/api/auth/sign-in', { json: { email: uniqueEmail('probe'), password: 'salah' } }),
    );
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([401]));
    expectLimited(await app.call('POST', '/api/auth/sign-in', { json: { email: uniqueEmail('probe'), password: 'salah' } }), 600);
  });

  it('sign-up: 10 per IP per hour', async () => {
    const app = await freshApp();
    const tries = await repeat(10, () => app.call('POST', '/api/auth/sign-up', { json: customer(uniqueEmail('daftar')) }));
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([201]));
    const email = uniqueEmail('daftar');
    expectLimited(await app.call('POST', '/api/auth/sign-up', { json: customer(email) }), 3600);
    expect(await app.db('users').where({ email }).first()).toBeUndefined();
  });

  it('OTP verification: 10 per email per 10 minutes', async () => {
    const app = await freshApp();
    const email = uniqueEmail('otp');
    const tries = await repeat(10, () => app.call('POST', '/api/auth/password/verify-otp', { json: { email, otp: '000000' } }));
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([400]));
    expectLimited(await app.call('POST', '/api/auth/password/verify-otp', { json: { email, otp: '000000' } }), 600);
  });

  it('email-sending endpoints: 5 per email per hour, shared between them', async () => {
    const app = await freshApp();
    const email = uniqueEmail('surat');
    const tries = await repeat(5, (i) =>
      app.call('POST', i % 2 ? '/api/auth/password/otp' : '/api/auth/resend-confirmation', { json: { email } }),
    );
    expect(tries.map((res) => res.status)).toEqual([200, 404, 200, 404, 200]);
    expectLimited(await app.call('POST', '/api/auth/resend-confirmation', { json: { email } }), 3600);
    expectLimited(await app.call('POST', '/api/auth/sign-up', { json: customer(email) }), 3600);
  });

  it('email-sending endpoints: 20 per IP per hour', async () => {
    const app = await freshApp();
    const tries = await repeat(20, () => app.call('POST', '/api/auth/resend-confirmation', { json: { email: uniqueEmail('massal') } }));
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([200]));
    expectLimited(await app.call('POST', '/api/auth/password/otp', { json: { email: uniqueEmail('massal') } }), 3600);
  });
});

describe('when Redis is down', () => {
  it('fails open with a warning instead of refusing or crashing; Postgres cooldowns still hold', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const deadRedis = createRedis('redis://127.0.0.1:1');
    afterAll(() => deadRedis.disconnect());
    const app = await startAccountsApp({ overrides: { redis: deadRedis, logger } });
    started.push(app);
    const user = await insertUser(app);

    const tries = await repeat(12, () => app.call('POST', '/api/auth/sign-in', { json: { email: user.email, password: 'salah' } }));
    expect(new Set(tries.map((res) => res.status))).toEqual(new Set([401]));
    expect((await app.call('POST', '/api/auth/sign-in', { json: { email: user.email, password: user.password } })).status).toBe(200);
    const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings.some((entry) => entry.level === 40 && entry.msg === 'rate limiter unavailable; allowing the request')).toBe(true);
    expect(lines.join('\n')).not.toContain(user.email);

    // The resend cooldown lives in Postgres, so it holds with Redis away.
    const unconfirmed = await insertUser(app, { confirmed: false });
    await app.db('email_tokens').insert({
      user_id: unconfirmed.id,
      purpose: 'confirm_email',
      token_hash: 'f'.repeat(64),
      expires_at: app.db.raw("now() + interval '1 day'"),
    });
    const resend = await app.call('POST', '/api/auth/resend-confirmation', { json: { email: unconfirmed.email } });
    expect(resend.status).toBe(429);
    expect(resend.body.error.message).toMatch(/^Tunggu \d+ detik sebelum mengirim ulang email konfirmasi\.$/);
  });
});

it('never puts a password hash, token or code in a response body', async () => {
  for (const app of started) expect((await app.leakedSecrets()).leaks).toEqual([]);
});
