import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES as M } from '../../core/accounts/sign-up.schema.ts';
import { hashToken } from '../../infra/tokens.ts';
import { insertUser, refreshCookieOf, startAccountsApp, tokenFromLink, uniqueEmail } from '../helpers/accounts.ts';

const app = await startAccountsApp({ mail: true });
const { call, db, mailsTo } = app;

const tutor = (overrides: Record<string, unknown> = {}) => ({
  role: 'tutor',
  email: uniqueEmail('tutor'),
  password: 'rahasia1',
  passwordConfirmation: 'rahasia1',
  name: ' Dewi Lestari ',
  university: 'Universitas Gadjah Mada',
  subjects: ['SMA - Fisika'],
  pricePerHour: '0075.000',
  phone: '0812-3456-7890',
  bankAccount: 'BCA 1234567890',
  imageUrl: '',
  bio: '',
  experience: ['Asisten lab', ''],
  notesToStudents: '',
  ...overrides,
});
const customer = (overrides: Record<string, unknown> = {}) => ({
  role: 'customer',
  email: uniqueEmail('siswa'),
  password: 'rahasia1',
  passwordConfirmation: 'rahasia1',
  name: 'Ani',
  ...overrides,
});

const signUp = (json: unknown) => call('POST', '/api/auth/sign-up', { json });
const usersNamed = async (email: string) => (await db('users').where({ email })).length;

describe('sign-up validation over HTTP', () => {
  // Each row breaks one more rule than the next, so the message proves the order of
  // docs/product.md#sign-up-tutor.
  it.each([
    [
      { email: '', name: '', university: '', subjects: [], pricePerHour: '', passwordConfirmation: 'x', phone: '', bankAccount: '' },
      M.emailRequired,
    ],
    [{ email: 'bukan-email', name: '', university: '', subjects: [], pricePerHour: '' }, M.emailInvalid],
    [
      {
        name: '',
        university: '',
        subjects: [],
        pricePerHour: '',
        passwordConfirmation: 'x',
        phone: '',
        bankAccount: '',
        imageUrl: 'ftp://x',
      },
      M.name,
    ],
    [
      { university: '', subjects: [], pricePerHour: '', passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' },
      M.university,
    ],
    [{ university: 'Universitas Antah Berantah', subjects: [] }, M.universityUnknown],
    [{ subjects: [], pricePerHour: '', passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.subjects],
    [{ subjects: ['Sihir'], pricePerHour: '' }, M.subjectUnknown],
    [{ pricePerHour: '0', passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.price],
    [{ pricePerHour: '10.000.001', password: '' }, M.priceTooHigh],
    [{ password: '12345', passwordConfirmation: 'x', phone: '' }, M.passwordLength],
    [{ passwordConfirmation: 'x', phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.passwordMismatch],
    [{ phone: '', bankAccount: '', imageUrl: 'ftp://x' }, M.phoneRequired],
    [{ phone: '0712345678', bankAccount: '', imageUrl: 'ftp://x' }, M.phoneInvalid],
    [{ bankAccount: ' ', imageUrl: 'ftp://x' }, M.bankAccount],
    [{ imageUrl: 'ftp://x', city: 'atlantis' }, M.imageUrl],
    [{ city: 'atlantis' }, 'Kota atau kabupaten tidak dikenal'],
    [{ city: '', lessonMode: 'both' }, 'Pilih kota atau kabupaten untuk les di rumah siswa'],
  ])('tutor: answers 400 with the first failing check (%#)', async (broken, message) => {
    const input = tutor(broken);
    const res = await signUp(input);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message });
    if (typeof input.email === 'string' && input.email.includes('@')) expect(await usersNamed(input.email)).toBe(0);
  });

  it('customer: requires a name, then a 6-character password, then the matching confirmation', async () => {
    expect((await signUp(customer({ name: ' ' }))).body.error.message).toBe('Nama harus diisi');
    expect((await signUp(customer({ password: '123', passwordConfirmation: '123' }))).body.error.message).toBe(
      'Password minimal 6 karakter',
    );
    expect((await signUp(customer({ passwordConfirmation: 'lain123' }))).body.error.message).toBe(M.passwordMismatch);
  });

  it.each([['admin'], ['superuser'], [undefined]])('refuses role %s at sign-up: nobody becomes admin', async (role) => {
    const input = { ...tutor(), role };
    const res = await signUp(input);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: M.role });
    expect(await usersNamed(input.email)).toBe(0);
  });
});

describe('creating the account', () => {
  it('creates user, tutor profile, hashed confirmation token and outbox email in one go, without a session', async () => {
    const input = tutor();
    const res = await signUp(input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user: { id: expect.any(String), email: input.email, role: 'tutor', name: 'Dewi Lestari' }, photo: 'none' });
    expect(res.setCookies).toEqual([]);

    const user = await db('users').where({ id: res.body.user.id }).first();
    expect(user).toMatchObject({ role: 'tutor', email_confirmed_at: null, disabled_at: null });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    const profile = await db('tutors').where({ id: user.id }).first();
    expect(profile).toMatchObject({
      name: 'Dewi Lestari',
      price_per_hour: 75000,
      phone_number: '081234567890',
      experience: ['Asisten lab'],
      bio: null,
      image_url: null,
      city: null,
      lesson_mode: 'online',
    });

    const [mail] = await mailsTo(input.email);
    expect(mail?.subject).toBe('Konfirmasi pendaftaran Ajarin');
    const token = tokenFromLink(mail?.text ?? '', 'signup');
    const stored = await db('email_tokens')
      .where({ user_id: user.id })
      .first(db.raw('extract(epoch from expires_at - created_at)::int as ttl'), 'token_hash', 'purpose');
    expect(stored).toEqual({ ttl: 24 * 3600, token_hash: hashToken(token), purpose: 'confirm_email' });

    // The outbox names the user and the token row; the token and the address exist only in the mail.
    const tokenId = (await db('email_tokens').where({ user_id: user.id }).first('id')).id as string;
    const events = await db('outbox').whereRaw(`payload->>'userId' = ?`, [user.id]).select('type', 'payload');
    expect(events).toEqual([{ type: 'account.confirmation_requested', payload: { userId: user.id, tokenId } }]);
    expect(JSON.stringify(events)).not.toContain(token);
    expect(JSON.stringify(events)).not.toContain(input.email);
  });

  it('keeps where and how a tutor teaches', async () => {
    const res = await signUp(tutor({ city: 'surabaya', lessonMode: 'home' }));
    expect(res.status).toBe(201);
    expect(await db('tutors').where({ id: res.body.user.id }).first('city', 'lesson_mode')).toEqual({
      city: 'surabaya',
      lesson_mode: 'home',
    });
  });

  it('answers 409 for an address that is already registered, whatever its case', async () => {
    const first = customer();
    expect((await signUp(first)).status).toBe(201);
    const again = await signUp(customer({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: 'Email sudah terdaftar. Silakan masuk.' });
  });

  it('lets exactly one of two simultaneous sign-ups for one address through', async () => {
    const input = customer();
    const results = await Promise.all([signUp(input), signUp({ ...input, name: 'Kembaran' })]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await usersNamed(input.email)).toBe(1);
  });

  it('writes nothing when any part of the transaction fails', async () => {
    await db.raw(`
      create function refuse_tutor() returns trigger language plpgsql as $$ begin raise exception 'tutor refused'; end $$;
      create trigger refuse_tutor before insert on tutors for each row when (new.name = 'Gagal Total') execute function refuse_tutor();`);
    const input = tutor({ name: 'Gagal Total' });
    const outboxBefore = await db('outbox').count<{ count: number }[]>({ count: '*' });
    const res = await signUp(input);
    expect(res.status).toBe(500);
    expect(await usersNamed(input.email)).toBe(0);
    expect(await db('outbox').count<{ count: number }[]>({ count: '*' })).toEqual(outboxBefore);
  });
});

describe('confirming the email', () => {
  it('confirms once with the emailed link, signs in and lands by role; the link is then spent', async () => {
    const input = customer();
    const { body } = await signUp(input);
    const token = tokenFromLink((await mailsTo(input.email))[0]?.text ?? '', 'signup');

    const confirmed = await call('POST', '/api/auth/confirm-email', { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      accessToken: expect.any(String),
      expiresIn: 900,
      user: { id: body.user.id, email: input.email, role: 'customer', name: 'Ani' },
      landingPath: '/tutors',
    });
    expect(refreshCookieOf(confirmed)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await call('GET', '/api/auth/session', { bearer: confirmed.body.accessToken });
    expect(session.body).toEqual({ user: confirmed.body.user });
    expect((await db('users').where({ id: body.user.id }).first()).email_confirmed_at).toBeInstanceOf(Date);

    const again = await call('POST', '/api/auth/confirm-email', { json: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Kode verifikasi tidak valid atau sudah digunakan.');
  });

  it('refuses unknown, malformed and expired links with the same message', async () => {
    const input = tutor();
    await signUp(input);
    const token = tokenFromLink((await mailsTo(input.email))[0]?.text ?? '', 'signup');
    await db('email_tokens')
      .where({ token_hash: hashToken(token) })
      .update({ expires_at: db.raw("now() - interval '1 second'") });
    for (const candidate of [token, 'A'.repeat(43), 'bad token!', undefined]) {
      const res = await call('POST', '/api/auth/confirm-email', { json: { token: candidate } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Kode verifikasi tidak valid atau sudah digunakan.');
    }
  });
});

describe('resending the confirmation', () => {
  const resend = (email: unknown) => call('POST', '/api/auth/resend-confirmation', { json: { email } });

  it('requires an email', async () => {
    expect((await resend('')).body.error.message).toBe('Silakan masukkan email terlebih dahulu.');
  });

  it('waits 60 seconds after the last confirmation email, counted by the server', async () => {
    const input = customer();
    const { body } = await signUp(input);
    const early = await resend(input.email);
    expect(early.status).toBe(429);
    const seconds = early.body.error.details.retryAfterSeconds as number;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(early.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: `Tunggu ${seconds} detik sebelum mengirim ulang email konfirmasi.`,
      details: { retryAfterSeconds: seconds },
    });
    expect(early.headers.get('retry-after')).toBe(String(seconds));

    await db('email_tokens')
      .where({ user_id: body.user.id })
      .update({ created_at: db.raw("now() - interval '61 seconds'") });
    const later = await resend(input.email.toUpperCase());
    expect(later.status).toBe(200);
    expect(later.body).toEqual({ cooldownSeconds: 60 });
    const mails = await mailsTo(input.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual(['Konfirmasi pendaftaran Ajarin', 'Konfirmasi pendaftaran Ajarin']);
    expect(tokenFromLink(mails[1]?.text ?? '', 'signup')).not.toBe(tokenFromLink(mails[0]?.text ?? '', 'signup'));
  });

  it('gives unknown and already confirmed addresses the same answer and sends them nothing', async () => {
    const confirmed = await insertUser(app, { confirmed: true });
    const outboxBefore = await db('outbox').count<{ count: number }[]>({ count: '*' });
    for (const email of [confirmed.email, uniqueEmail('nobody')]) {
      const res = await resend(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ cooldownSeconds: 60 });
    }
    expect(await db('outbox').count<{ count: number }[]>({ count: '*' })).toEqual(outboxBefore);
  });
});

it('never puts a password hash, token or code in a response body', async () => {
  expect(app.responseCount()).toBeGreaterThan(20);
  const scan = await app.leakedSecrets();
  expect(scan.checked).toBeGreaterThan(15);
  expect(scan.leaks).toEqual([]);
});
