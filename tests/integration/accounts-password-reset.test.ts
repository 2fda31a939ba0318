import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashToken, signJwt } from '../../infra/tokens.ts';
import { insertUser, refreshCookieOf, startAccountsApp, tokenFromLink } from '../helpers/accounts.ts';

const app = await startAccountsApp({ mail: true });
const { call, db, mailsTo } = app;

const OTP_INVALID = 'Kode OTP salah atau sudah kedaluwarsa.';
const OTP_BURNED = 'Terlalu banyak percobaan. Silakan minta kode OTP baru.';
const RESET_OVER = 'Sesi reset password telah berakhir. Silakan ulangi dari awal.';

const requestOtp = (email: unknown) => call('POST', '/api/auth/password/otp', { json: { email } });
const verifyOtp = (email: string, otp: unknown) => call('POST', '/api/auth/password/verify-otp', { json: { email, otp } });
const update = (resetToken: string, password: string, passwordConfirmation = password) =>
  call('POST', '/api/auth/password/update', { json: { resetToken, password, passwordConfirmation } });

/** Requests a code (skipping the cooldown of an earlier one) and reads it and the link from the email. */
async function mailedCode(user: { id: string; email: string }, nth = 1): Promise<{ otp: string; link: string }> {
  await db('password_otps')
    .where({ user_id: user.id })
    .update({ created_at: db.raw("created_at - interval '61 seconds'") });
  const res = await requestOtp(user.email);
  expect(res).toMatchObject({ status: 200, body: { cooldownSeconds: 60 } });
  const mail = (await mailsTo(user.email, nth))[nth - 1];
  expect(mail?.subject).toBe('Kode reset password Ajarin');
  const otp = /Anda: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!otp) throw new Error('no code in the mail');
  return { otp, link: tokenFromLink(mail?.text ?? '', 'recovery') };
}

const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('requesting a code', () => {
  it('requires a registered email', async () => {
    expect((await requestOtp('')).body.error.message).toBe('Email harus diisi');
    const unknown = await requestOtp('tidak.terdaftar@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Email tidak terdaftar di sistem kami' });
  });

  it('mails a 6-digit code and a recovery link, stores only keyed hashes valid 10 minutes, and waits 60 s', async () => {
    const user = await insertUser(app, { role: 'tutor' });
    const { otp, link } = await mailedCode(user);
    expect(otp).toMatch(/^\d{6}$/);

    const stored = await db('password_otps')
      .where({ user_id: user.id })
      .first('otp_hash', db.raw('extract(epoch from expires_at - created_at)::int as ttl'));
    expect(stored.ttl).toBe(600);
    expect(stored.otp_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.otp_hash).not.toContain(otp);
    const recovery = await db('email_tokens')
      .where({ user_id: user.id, purpose: 'recovery' })
      .first('token_hash', db.raw('extract(epoch from expires_at - created_at)::int as ttl'));
    expect(recovery).toEqual({ token_hash: hashToken(link), ttl: 600 });

    // The outbox names the rows; the code, the link token and the address are only in the mail.
    const [event] = await db('outbox')
      .where({ type: 'account.password_otp_requested' })
      .whereRaw(`payload->>'userId' = ?`, [user.id])
      .pluck('payload');
    expect(Object.keys(event).sort()).toEqual(['otpId', 'tokenId', 'userId']);
    for (const secret of [otp, link, user.email]) expect(JSON.stringify(event)).not.toContain(secret);

    const early = await requestOtp(user.email);
    expect(early.status).toBe(429);
    const seconds = early.body.error.details.retryAfterSeconds as number;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(early.body.error.message).toBe(`Tunggu ${seconds} detik sebelum meminta kode OTP baru.`);
  });
});

describe('the code, then the new password', () => {
  it('checks the code format, counts wrong tries, and a right code earns a one-time reset that ends every session', async () => {
    const user = await insertUser(app);
    const sessions = await Promise.all(
      [1, 2].map(() => call('POST', '/api/auth/sign-in', { json: { email: user.email, password: user.password } })),
    );
    const { otp } = await mailedCode(user);

    for (const malformed of ['12345', '1234567', 'abcdef', ''])
      expect((await verifyOtp(user.email, malformed)).body.error.message).toBe('OTP harus 6 karakter');
    const wrong = await verifyOtp(user.email, wrongCode(otp));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(OTP_INVALID);
    expect((await db('password_otps').where({ user_id: user.id }).first('attempts')).attempts).toBe(1);

    const right = await verifyOtp(user.email.toUpperCase(), otp);
    expect(right.status).toBe(200);
    const resetToken = right.body.resetToken as string;
    const otpRow = await db('password_otps').where({ user_id: user.id }).first('id');
    expect(decodeJwt(resetToken)).toMatchObject({ typ: 'password_reset', sub: user.id, jti: otpRow.id, aud: 'ajarin-web' });
    expect((await call('GET', '/api/auth/session', { bearer: resetToken })).status).toBe(401);

    expect((await update(resetToken, '12345')).body.error.message).toBe('Password minimal 6 karakter');
    expect((await update(resetToken, 'barubaru1', 'barubaru2')).body.error.message).toBe(
      'Password baru dan konfirmasi password tidak cocok',
    );
    const done = await update(resetToken, 'barubaru1');
    expect(done).toMatchObject({ status: 200, body: { landingPath: '/auth' } });

    expect(await db('sessions').where({ user_id: user.id }).whereNull('revoked_at')).toEqual([]);
    for (const res of sessions)
      expect((await call('POST', '/api/auth/refresh', { cookie: `ajarin_refresh=${refreshCookieOf(res)}` })).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { json: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { json: { email: user.email, password: 'barubaru1' } })).status).toBe(200);

    const reused = await update(resetToken, 'lagilagi1');
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(RESET_OVER);
    expect((await verifyOtp(user.email, otp)).body.error.message).toBe(OTP_INVALID);
  });

  it('burns the code at the fifth wrong try: even the right code is refused after that', async () => {
    const user = await insertUser(app);
    const { otp } = await mailedCode(user);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await verifyOtp(user.email, wrongCode(otp))).body.error.message).toBe(OTP_INVALID);
    expect((await verifyOtp(user.email, wrongCode(otp))).body.error.message).toBe(OTP_BURNED);
    const after = await verifyOtp(user.email, otp);
    expect(after.status).toBe(400);
    expect(after.body.error.message).toBe(OTP_BURNED);
    expect((await db('password_otps').where({ user_id: user.id }).first('attempts')).attempts).toBe(5);
  });

  it('refuses an expired code, and counts only the newest one', async () => {
    const user = await insertUser(app);
    const first = await mailedCode(user, 1);
    await db('password_otps')
      .where({ user_id: user.id })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    expect((await verifyOtp(user.email, first.otp)).body.error.message).toBe(OTP_INVALID);

    const second = await mailedCode(user, 2);
    const third = await mailedCode(user, 3);
    if (second.otp !== third.otp) expect((await verifyOtp(user.email, second.otp)).body.error.message).toBe(OTP_INVALID);
    expect((await verifyOtp(user.email, third.otp)).status).toBe(200);
  });

  it('refuses a reset token signed with another secret, an access token, and garbage', async () => {
    const user = await insertUser(app);
    await mailedCode(user);
    const otpRow = await db('password_otps').where({ user_id: user.id }).first('id');
    const claims = { subject: user.id, ttlSeconds: 600, jwtId: otpRow.id, claims: { method: 'otp' } };
    const signIn = await call('POST', '/api/auth/sign-in', { json: { email: user.email, password: user.password } });
    const candidates = [
      await signJwt('y'.repeat(48), { typ: 'password_reset', ...claims }),
      await signJwt(app.deps.config.JWT_SECRET, { typ: 'access', ...claims }),
      signIn.body.accessToken as string,
      'abc.def.ghi',
    ];
    for (const token of candidates) {
      const res = await update(token, 'barubaru1');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(RESET_OVER);
    }
    expect(await db('password_otps').where({ user_id: user.id }).whereNotNull('used_at')).toEqual([]);
  });
});

describe('the recovery link', () => {
  const exchange = (token: unknown) => call('POST', '/api/auth/password/recovery-link', { json: { token } });

  it('trades the emailed link for a reset token; the link is spent with the new password', async () => {
    const user = await insertUser(app, { confirmed: false });
    const { link } = await mailedCode(user);
    const first = await exchange(link);
    expect(first.status).toBe(200);
    expect(decodeJwt(first.body.resetToken)).toMatchObject({ typ: 'password_reset', sub: user.id });
    expect((await update(first.body.resetToken, 'dariTautan1')).status).toBe(200);
    // Reading the reset email proved the mailbox: the account is now confirmed too.
    expect((await db('users').where({ id: user.id }).first('email_confirmed_at')).email_confirmed_at).toBeInstanceOf(Date);

    const again = await exchange(link);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Kode verifikasi tidak valid atau sudah digunakan.');
  });

  it('refuses an expired or unknown link', async () => {
    const user = await insertUser(app);
    const { link } = await mailedCode(user);
    await db('email_tokens')
      .where({ token_hash: hashToken(link) })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    for (const token of [link, 'B'.repeat(43)])
      expect((await exchange(token)).body.error.message).toBe('Kode verifikasi tidak valid atau sudah digunakan.');
  });
});

describe('the other ways into the account (docs/decisions/041)', () => {
  it('are listed once the mailbox is proven, and the ones ticked go with the old password', async () => {
    const user = await insertUser(app);
    await db('user_identities').insert({
      user_id: user.id,
      provider: 'google',
      subject: `sub-${user.id}`,
      email: 'penyusup.lain@gmail.test',
    });
    await db('chat_links').insert([
      { user_id: user.id, channel: 'telegram', chat_id: `tg-${user.id}` },
      { user_id: user.id, channel: 'whatsapp', chat_id: `wa-${user.id}` },
    ]);
    const { otp, link } = await mailedCode(user);
    const expected = { google: 'p***n@gmail.test', telegram: true, whatsapp: true };
    expect((await call('POST', '/api/auth/password/recovery-link', { json: { token: link } })).body.linked).toEqual(expected);
    const verified = await verifyOtp(user.email, otp);
    expect(verified.body.linked).toEqual(expected);

    const bad = await call('POST', '/api/auth/password/update', {
      json: { resetToken: verified.body.resetToken, password: 'barulagi1', passwordConfirmation: 'barulagi1', remove: ['email'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Pilihan yang akan diputuskan tidak dikenal.');
    expect(await db('chat_links').where({ user_id: user.id }).count({ count: '*' }).first()).toEqual({ count: 2 });

    const saved = await call('POST', '/api/auth/password/update', {
      json: {
        resetToken: verified.body.resetToken,
        password: 'barulagi1',
        passwordConfirmation: 'barulagi1',
        remove: ['google', 'telegram'],
      },
    });
    expect(saved.status).toBe(200);
    expect(await db('user_identities').where({ user_id: user.id }).first()).toBeUndefined();
    expect(await db('chat_links').where({ user_id: user.id }).pluck('channel')).toEqual(['whatsapp']);
    expect(await db('audit_log').where({ entity_id: user.id, action: 'user.google_unlinked' }).first()).toMatchObject({
      before: { provider: 'google', via: 'password-reset' },
    });
  });

  it('removes nothing when none is ticked', async () => {
    const user = await insertUser(app);
    await db('chat_links').insert({ user_id: user.id, channel: 'telegram', chat_id: `tg-${user.id}` });
    const { otp } = await mailedCode(user);
    const verified = await verifyOtp(user.email, otp);
    expect(verified.body.linked).toEqual({ google: null, telegram: true, whatsapp: false });
    expect((await update(verified.body.resetToken, 'barulagi1')).status).toBe(200);
    expect(await db('chat_links').where({ user_id: user.id }).pluck('channel')).toEqual(['telegram']);
  });
});

it('never puts a password hash, token or code in a response body', async () => {
  const scan = await app.leakedSecrets();
  expect(scan.checked).toBeGreaterThan(20);
  expect(scan.leaks).toEqual([]);
});
