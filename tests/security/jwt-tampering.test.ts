import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_AUDIENCE, JWT_ISSUER, signJwt } from '../../infra/tokens.ts';
import { startSecurityApp } from './harness.ts';
import { dbSnapshot } from './snapshot.ts';

// Forged, stale and misused tokens are no user at all: 401 on a read, 401 on a write, and the
// database exactly as it was (infra/tokens.ts, api/middleware/authenticate.ts).

const app = await startSecurityApp();
const customer = await app.createCustomer('Ani Wijaya');
const admin = await app.createAdmin();
const { refreshToken } = await app.signInAgain(customer);
const secret = app.deps.config.JWT_SECRET;
const claims = decodeJwt(customer.token);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const [, , signature] = customer.token.split('.');

/** A token with the customer's own claims, re-signed (or not) as each attack does it. */
async function signed(options: {
  key?: string;
  alg?: string;
  typ?: string;
  payload?: Record<string, unknown>;
  expiresIn?: string | number;
}) {
  return new SignJWT({ ...claims, ...options.payload })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: options.typ ?? 'access' })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(new TextEncoder().encode(options.key ?? secret));
}

async function forgeries(): Promise<Record<string, string>> {
  return {
    'alg none': `${b64({ alg: 'none', typ: 'access' })}.${b64({ ...claims, role: 'admin' })}.`,
    'alg none with the real signature': `${b64({ alg: 'none', typ: 'access' })}.${b64(claims)}.${signature}`,
    'a wrong key': await signed({ key: 'k'.repeat(40) }),
    'HS512 with the real secret': await signed({ alg: 'HS512' }),
    expired: await signed({ payload: { iat: Math.floor(Date.now() / 1000) - 3600 }, expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    'payload edited to admin (signature kept)': `${customer.token.split('.')[0]}.${b64({ ...claims, role: 'admin', sub: admin.id })}.${signature}`,
    'another subject, signature kept': `${customer.token.split('.')[0]}.${b64({ ...claims, sub: admin.id })}.${signature}`,
    'a password-reset token': await signJwt(secret, {
      typ: 'password_reset',
      subject: customer.id,
      ttlSeconds: 600,
      claims: { method: 'otp' },
    }),
    'typ header access, claim password_reset': await signed({ payload: { typ: 'password_reset' } }),
    'another issuer': await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'access' })
      .setIssuer('evil')
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(secret)),
    'an unknown session': await signed({ payload: { sid: randomUUID() } }),
    'the refresh token': refreshToken,
    'empty signature': `${customer.token.split('.').slice(0, 2).join('.')}.`,
  };
}

describe('tampered access tokens', () => {
  it('are no user: 401 on reads and writes, and nothing changes', async () => {
    const before = await dbSnapshot(app.db);
    for (const [name, token] of Object.entries(await forgeries())) {
      for (const [method, path, body] of [
        ['GET', '/api/auth/session', undefined],
        ['GET', '/api/admin/users', undefined],
        ['POST', '/api/feedback', { subject: 'Palsu', notes: 'Token palsu' }],
        ['POST', '/api/admin/users/' + customer.id + '/disable', {}],
      ] as const) {
        const res = await app.send(method, path, {
          token,
          headers: { 'content-type': 'application/json' },
          body: body && JSON.stringify(body),
        });
        expect(res.status, `${name}: ${method} ${path}`).toBe(401);
      }
    }
    expect(await dbSnapshot(app.db)).toEqual(before);
  });

  it('a correctly signed token claiming admin is still the customer the database knows (403)', async () => {
    const token = await signed({ payload: { role: 'admin' } });
    expect((await app.send('GET', '/api/auth/session', { token })).status).toBe(200);
    expect((await app.send('GET', '/api/admin/users', { token })).status).toBe(403);
  });

  it('the untampered token still works (the forgeries fail for what they changed)', async () => {
    expect((await app.send('GET', '/api/auth/session', { token: customer.token })).status).toBe(200);
  });
});

describe('tokens used as the other kind', () => {
  it('an access token as the refresh cookie is refused, and issues no session', async () => {
    const sessions = await app.db('sessions').count<{ count: string }[]>('* as count');
    const res = await app.send('POST', '/api/auth/refresh', { headers: { cookie: `ajarin_refresh=${customer.token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((cookie) => /^ajarin_refresh=[^;]/.test(cookie))).toBe(false);
    expect(await app.db('sessions').count<{ count: string }[]>('* as count')).toEqual(sessions);
  });

  it('an access or refresh token as a password-reset token changes no password', async () => {
    const hashBefore = await app.db('users').where({ id: customer.id }).first('password_hash');
    for (const resetToken of [customer.token, refreshToken]) {
      const res = await app.send('POST', '/api/auth/password/update', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resetToken, password: 'rahasiaBaru99', passwordConfirmation: 'rahasiaBaru99' }),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await app.db('users').where({ id: customer.id }).first('password_hash')).toEqual(hashBefore);
  });

  it('a reset token won through a real OTP opens no API (and the OTP is shown nowhere but its email)', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      (await app.send('POST', '/api/auth/password/otp', { headers: json, body: JSON.stringify({ email: customer.email }) })).status,
    ).toBe(200);
    const [mail] = await app.mailsTo(customer.email);
    const otp = /\b(\d{6})\b/.exec(mail!.text)?.[1];
    expect(otp).toBeDefined();
    app.noteOtp(otp!);
    const verified = await app.send('POST', '/api/auth/password/verify-otp', {
      headers: json,
      body: JSON.stringify({ email: customer.email, otp }),
    });
    expect(verified.status).toBe(200);
    const resetToken = JSON.parse(verified.text).resetToken as string;
    expect(resetToken).toBeTruthy();
    expect((await app.send('GET', '/api/auth/session', { token: resetToken })).status).toBe(401);
    expect((await app.send('POST', '/api/auth/refresh', { headers: { cookie: `ajarin_refresh=${resetToken}` } })).status).toBe(401);
  });
});
