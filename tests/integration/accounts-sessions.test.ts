import Router from '@koa/router';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { authenticate, currentUser, requireUser } from '../../api/middleware/authenticate.ts';
import { errorHandler } from '../../api/middleware/error-handler.ts';
import { hashToken, signJwt } from '../../infra/tokens.ts';
import { listen } from '../helpers/http.ts';
import { insertUser, refreshCookieOf, startAccountsApp, type AccountsApp } from '../helpers/accounts.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../../dev/production-settings.ts';
import { createActiveSessions } from '../../services/accounts/active-session-cache.ts';

const app = await startAccountsApp();
const { call, db } = app;
const secret = app.deps.config.JWT_SECRET;
const SESSION_MISSING = 'Sesi login tidak valid. Silakan login kembali.';

const signIn = (email: string, password: string, target: AccountsApp = app) =>
  target.call('POST', '/api/auth/sign-in', { json: { email, password } });
const refresh = (token: string | undefined) =>
  call('POST', '/api/auth/refresh', { cookie: token === undefined ? undefined : `ajarin_refresh=${token}` });
const session = (bearer: string) => call('GET', '/api/auth/session', { bearer });

async function signedIn(role: 'customer' | 'tutor' | 'admin' = 'customer') {
  const user = await insertUser(app, { role });
  const res = await signIn(user.email, user.password);
  expect(res.status).toBe(200);
  return { user, res, accessToken: res.body.accessToken as string, refreshToken: refreshCookieOf(res) ?? '' };
}

describe('sign-in', () => {
  it('answers the same 401 for a wrong password and an unknown email, taking comparable time', async () => {
    const user = await insertUser(app);
    const timed = async (email: string, password: string) => {
      const started = performance.now();
      const res = await signIn(email, password);
      return { res, ms: performance.now() - started };
    };
    const wrong = await timed(user.email, 'salah-sekali');
    const unknown = await timed('tidak.ada@example.com', 'salah-sekali');
    for (const { res } of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Login gagal. Silakan periksa email dan password Anda.' });
    }
    // Both paths run scrypt; an unknown email that skipped it would answer several times faster.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
  });

  it('tells an unconfirmed account to confirm its email first', async () => {
    const user = await insertUser(app, { confirmed: false });
    const res = await signIn(user.email, user.password);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'Silakan cek email Anda untuk konfirmasi atau kirim ulang email konfirmasi.',
      details: { reason: 'EMAIL_NOT_CONFIRMED' },
    });
    expect(res.setCookies).toEqual([]);
  });

  it('refuses a disabled account and an account without a known role', async () => {
    const disabled = await insertUser(app, { disabled: true });
    const res = await signIn(disabled.email, disabled.password);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Akun Anda dinonaktifkan. Hubungi admin.');

    const odd = await insertUser(app);
    await db.raw('alter table users drop constraint users_role_check');
    await db('users').where({ id: odd.id }).update({ role: 'superuser' });
    const noRole = await signIn(odd.email, odd.password);
    expect(noRole.status).toBe(403);
    expect(noRole.body.error.message).toBe('User role not found. Please contact support.');
  });

  it.each([
    ['tutor', '/dashboard'],
    ['customer', '/tutors'],
    ['admin', '/admin'],
  ] as const)(
    'signs a %s in, landing on %s, with a 15-minute HS256 access token and a 30-day refresh cookie',
    async (role, landingPath) => {
      const { user, res, accessToken, refreshToken } = await signedIn(role);
      expect(res.body).toEqual({
        accessToken,
        expiresIn: 900,
        user: { id: user.id, email: user.email, role, name: 'Pengguna Uji' },
        landingPath,
      });

      expect(decodeProtectedHeader(accessToken)).toEqual({ alg: 'HS256', typ: 'access' });
      const claims = decodeJwt(accessToken);
      expect(claims).toMatchObject({ iss: 'ajarin', aud: 'ajarin-web', sub: user.id, role, typ: 'access' });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);

      const cookie = res.setCookies.find((value) => value.startsWith('ajarin_refresh=')) ?? '';
      expect(cookie).toMatch(/; Path=\/api\/auth; Max-Age=(259199|259200)\d; HttpOnly; SameSite=Strict$/);
      expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const row = await db('sessions').where({ user_id: user.id }).first();
      expect(row).toMatchObject({ token_hash: hashToken(refreshToken), revoked_at: null, ip: expect.stringContaining('127.0.0.1') });
      expect(await session(accessToken)).toMatchObject({ status: 200, body: { user: res.body.user } });
    },
  );

  it('marks the refresh cookie Secure in production', async () => {
    const prod = await startAccountsApp({ env: { ...STAND_IN_PRODUCTION_SETTINGS, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } });
    const user = await insertUser(prod);
    const res = await signIn(user.email, user.password, prod);
    expect(res.setCookies.find((value) => value.startsWith('ajarin_refresh='))).toMatch(/; Secure$/);
  });
});

describe('GET /api/auth/session refuses every token that is not a valid access token', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const key = new TextEncoder().encode(secret);
  const craft = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'access' }, signWith = key) =>
    new SignJWT({ iss: 'ajarin', aud: 'ajarin-web', typ: 'access', role: 'customer', iat: now(), exp: now() + 600, ...claims })
      .setProtectedHeader(header as { alg: string })
      .sign(signWith);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['no token at all', async () => ''],
    ['garbage', async () => 'not.a.jwt'],
    ['an expired token', async (sub: string) => craft({ sub, iat: now() - 1000, exp: now() - 100 })],
    ['a token signed with another secret', async (sub: string) => craft({ sub }, undefined, new TextEncoder().encode('y'.repeat(48)))],
    [
      'an alg: none token',
      async (sub: string) =>
        `${b64({ alg: 'none', typ: 'access' })}.${b64({ iss: 'ajarin', aud: 'ajarin-web', typ: 'access', role: 'admin', sub, iat: now(), exp: now() + 600 })}.`,
    ],
    ['an HS512 token', async (sub: string) => craft({ sub }, { alg: 'HS512', typ: 'access' })],
    ['a token for another audience', async (sub: string) => craft({ sub, aud: 'ajarin-admin' })],
    ['a token from another issuer', async (sub: string) => craft({ sub, iss: 'elsewhere' })],
    ['a token whose header says another type', async (sub: string) => craft({ sub }, { alg: 'HS256', typ: 'password_reset' })],
    ['a token whose claim says another type', async (sub: string) => craft({ sub, typ: 'password_reset' })],
    [
      'a password-reset token',
      async (sub: string) => signJwt(secret, { typ: 'password_reset', subject: sub, ttlSeconds: 600, claims: { role: 'customer' } }),
    ],
    ['a token without a role', async (sub: string) => craft({ sub, role: undefined })],
  ])('401 for %s', async (_label, make) => {
    const user = await insertUser(app);
    const res = await session(await make(user.id));
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: SESSION_MISSING });
  });

  it('401 for a valid token of an account disabled since', async () => {
    const { user, accessToken } = await signedIn();
    await db('users').where({ id: user.id }).update({ disabled_at: db.fn.now() });
    expect((await session(accessToken)).status).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('rotates on every use: new cookie, old row revoked and pointing at its replacement', async () => {
    const { user, refreshToken } = await signedIn('tutor');
    const res = await refresh(refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expiresIn: 900, user: { id: user.id, role: 'tutor' }, landingPath: '/dashboard' });
    const next = refreshCookieOf(res);
    expect(next).toBeDefined();
    expect(next).not.toBe(refreshToken);
    const old = await db('sessions')
      .where({ token_hash: hashToken(refreshToken) })
      .first();
    const fresh = await db('sessions')
      .where({ token_hash: hashToken(next ?? '') })
      .first();
    expect(old.revoked_at).toBeInstanceOf(Date);
    expect(old.replaced_by).toBe(fresh.id);
    expect(fresh).toMatchObject({ family_id: old.family_id, revoked_at: null });
    expect((await session(res.body.accessToken)).status).toBe(200);
  });

  it('treats a rotated token used again as theft: the whole family is revoked and the cookie cleared', async () => {
    const { user, refreshToken } = await signedIn();
    const next = refreshCookieOf(await refresh(refreshToken));
    await db('sessions')
      .where({ token_hash: hashToken(refreshToken) })
      .update({ revoked_at: db.raw("now() - interval '11 seconds'") });

    const reuse = await refresh(refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toEqual({ code: 'UNAUTHENTICATED', message: SESSION_MISSING });
    expect(reuse.setCookies).toEqual(['ajarin_refresh=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict']);
    expect(await db('sessions').where({ user_id: user.id }).whereNull('revoked_at')).toEqual([]);
    expect((await refresh(next)).status).toBe(401);
  });

  it('gives two tabs refreshing with the same token at once a session each, in the same family', async () => {
    const { user, refreshToken } = await signedIn();
    const [first, second] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const tokens = [refreshCookieOf(first!), refreshCookieOf(second!)];
    expect(tokens[0]).not.toBe(tokens[1]);
    const active = await db('sessions').where({ user_id: user.id }).whereNull('revoked_at');
    expect(active).toHaveLength(2);
    expect(new Set(active.map((row) => row.family_id)).size).toBe(1);
    for (const token of tokens) expect((await refresh(token)).status).toBe(200);
  });

  it('401 without a cookie, with an unknown token and with an expired one', async () => {
    const { refreshToken } = await signedIn();
    await db('sessions')
      .where({ token_hash: hashToken(refreshToken) })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    for (const token of [undefined, 'A'.repeat(43), refreshToken]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(SESSION_MISSING);
    }
  });
});

describe('sign-out', () => {
  it('revokes the session server-side, clears the cookie and is idempotent', async () => {
    const { user, refreshToken } = await signedIn();
    const out = await call('POST', '/api/auth/sign-out', { cookie: `ajarin_refresh=${refreshToken}` });
    expect(out.status).toBe(204);
    expect(out.setCookies).toEqual(['ajarin_refresh=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict']);
    expect(await db('sessions').where({ user_id: user.id }).whereNull('revoked_at')).toEqual([]);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-out', { cookie: `ajarin_refresh=${refreshToken}` })).status).toBe(204);
    expect((await call('POST', '/api/auth/sign-out')).status).toBe(204);
  });
});

describe('role guard for later endpoints', () => {
  it('requireUser: 401 without a user, 403 with another role, through with the role', async () => {
    const guarded = new Koa();
    guarded.use(errorHandler(app.deps.logger));
    guarded.use(authenticate({ config: app.deps.config, sessions: createActiveSessions(app.deps) }));
    const router = new Router();
    router.get('/admin-only', requireUser('admin'), (ctx) => {
      ctx.body = { id: currentUser(ctx).id };
    });
    guarded.use(router.routes());
    const url = `${await listen(guarded)}/admin-only`;
    const get = async (bearer?: string) => {
      const res = await fetch(url, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
      return { status: res.status, body: await res.json() };
    };

    expect(await get()).toEqual({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: SESSION_MISSING } } });
    const customer = await signedIn('customer');
    expect(await get(customer.accessToken)).toEqual({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Akses Ditolak' } } });
    const admin = await signedIn('admin');
    expect(await get(admin.accessToken)).toEqual({ status: 200, body: { id: admin.user.id } });
  });
});

it('never puts a password hash, token or code in a response body', async () => {
  const scan = await app.leakedSecrets();
  expect(scan.checked).toBeGreaterThan(20);
  expect(scan.leaks).toEqual([]);
});
