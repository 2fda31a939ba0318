import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../infra/redis.ts';
import { startTestApp } from '../helpers/app.ts';
import { sourceWebApp } from '../helpers/web-app.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets/app-abc123.js'), 'console.log(1)');
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const { baseUrl, db } = await startTestApp({ web: sourceWebApp(webDir) });

async function insertTutor(name: string, hours: number): Promise<string> {
  const [user] = await db('users')
    .insert({
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      password_hash: 'x',
      role: 'tutor',
      name,
      email_confirmed_at: db.fn.now(),
    })
    .returning('id');
  await db('tutors').insert({
    id: user.id,
    name,
    university: 'Universitas Indonesia',
    subjects: ['SMA - Fisika'],
    price_per_hour: 75000,
    phone_number: '081234567890',
    bank_account: 'BCA 1234567890',
    hours_taught: hours,
  });
  return user.id;
}

describe('health', () => {
  it('answers /healthz and /readyz when Postgres and Redis are up', async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('reports 503 on /readyz when Redis is unreachable', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:1');
    afterAll(() => deadRedis.disconnect());
    const { baseUrl: url } = await startTestApp({ redis: deadRedis });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable', checks: { postgres: 'ok', redis: 'down' } });
  });
});

describe('errors and headers', () => {
  it('maps an unknown API path to a JSON 404 in Indonesian', async () => {
    const res = await fetch(`${baseUrl}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Alamat API tidak ditemukan.' } });
  });

  it('maps a zod validation failure to 400 with the schema message', async () => {
    const res = await fetch(`${baseUrl}/api/tutors?limit=abc`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Parameter limit harus berupa angka.' } });
    const tooMany = await fetch(`${baseUrl}/api/tutors?limit=101`);
    expect((await tooMany.json()).error.message).toBe('Parameter limit maksimal 100.');
  });

  it('refuses malformed and oversized JSON bodies without a 500', async () => {
    const malformed = await fetch(`${baseUrl}/api/tutors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect([400, 405]).toContain(malformed.status);
    const huge = await fetch(`${baseUrl}/api/nothing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran data terlalu besar.' } });
  });

  it('sends security headers and a request id, echoing a well-formed incoming one', async () => {
    const res = await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': 'req-12345678' } });
    expect(res.headers.get('x-request-id')).toBe('req-12345678');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const generated = await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/tutors', () => {
  it('returns tutors by hours taught with public fields only', async () => {
    await insertTutor('Sari Wulandari', 10);
    await insertTutor('Budi Santoso', 300);
    await insertTutor('Made Wirawan', 50);
    const res = await fetch(`${baseUrl}/api/tutors?limit=2`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.tutors.map((t: { name: string }) => t.name)).toEqual(['Budi Santoso', 'Made Wirawan']);
    expect(Object.keys(body.tutors[0]).sort()).toEqual([
      'city',
      'hoursTaught',
      'id',
      'imageUrl',
      'isAvailable',
      'lastActiveAt',
      'lessonMode',
      'name',
      'pricePerHour',
      'rating',
      'reviewCount',
      'subjects',
      'university',
      'verified',
    ]);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('081234567890');
    expect(raw).not.toContain('BCA');
    expect(raw).not.toContain('@example.com');
  });
});

describe('web app serving', () => {
  it('renders the app for its routes and never for API or asset misses', async () => {
    const page = await fetch(`${baseUrl}/faq`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root"><section aria-label="Notifications');
    const missing = await fetch(`${baseUrl}/assets/missing-1.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await fetch(`${baseUrl}/api/missing`)).headers.get('content-type')).toContain('application/json');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await fetch(`${baseUrl}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
  });

  it('does not serve files outside the web directory', async () => {
    for (const attempt of ['/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2f..%2fpackage.json']) {
      const res = await fetch(`${baseUrl}${attempt}`);
      expect(await res.text()).not.toContain('root:');
    }
  });
});

describe('error logging', () => {
  it('keeps the values a Postgres error carries in `detail` out of the log', async () => {
    const { loggableError } = await import('../../api/middleware/error-handler.ts');
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (phone)=(081234567890) already exists.',
    });
    const logged = JSON.stringify(loggableError(pgError));
    expect(logged).toContain('users_email_key');
    expect(logged).not.toContain('081234567890');
  });
});
