import { describe, expect, it } from 'vitest';
import { insertUser } from '../helpers/accounts.ts';
import { APP_URL, expectOnlyRedirects, googleIdentity, startGoogleApp } from '../helpers/google.ts';

// Sign in with Google through the real redirect chain against the local provider
// (docs/product.md#accounts-google): new accounts of both roles, returning users, disabled accounts.

const app = await startGoogleApp({ mail: true });
const { db } = app;

const flowCookieOf = (setCookies: string[]) => setCookies.find((line) => line.startsWith('ajarin_google_flow='));

describe('Sign in with Google', () => {
  it('makes a new customer from a verified Google account and signs them in with the same session as a password sign-in', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('baru');
    const flow = await app.signIn(browser, 'customer', identity);

    expectOnlyRedirects(flow);
    expect(flow.url.origin + flow.url.pathname).toBe(`${APP_URL}/auth-callback`);
    expect([flow.result, flow.intent, flow.role]).toEqual(['signed-in', 'sign-in', 'customer']);
    // The start sealed the flow into a short-lived, httpOnly, Lax cookie for the callback only...
    const started = flowCookieOf(flow.hops[0]?.setCookies ?? []);
    expect(started).toMatch(/^ajarin_google_flow=[\w.-]{200,}; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(new URL(flow.hops[0]?.location ?? '').searchParams.get('code_challenge_method')).toBe('S256');
    // ...which the callback spends, setting the refresh cookie a password sign-in sets.
    const callback = flow.hops.find((hop) => hop.url.includes('/api/auth/google/callback'));
    expect(flowCookieOf(callback?.setCookies ?? [])).toMatch(/^ajarin_google_flow=; .*Max-Age=0/);
    expect(callback?.setCookies.find((line) => line.startsWith('ajarin_refresh='))).toMatch(
      /; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );

    const session = await app.sessionOf(browser);
    expect(session.status).toBe(200);
    expect(session.user).toMatchObject({ email: identity.email, role: 'customer', name: identity.name });
    const user = await db('users').where({ email: identity.email }).first();
    expect(user).toMatchObject({ role: 'customer', password_hash: null, disabled_at: null });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(await db('customers').where({ id: user.id }).first()).toMatchObject({ name: identity.name });
    expect(await db('user_identities').where({ user_id: user.id })).toEqual([
      expect.objectContaining({ provider: 'google', email: identity.email }),
    ]);
    const audit = await db('audit_log').where({ entity_id: user.id, action: 'user.google_linked' });
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: user.id, entity: 'user', after: { provider: 'google', proof: 'new-account' } }),
    ]);
  });

  it('makes a new tutor who is listed only once the tutor form is filled in', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('tutor');
    const flow = await app.signIn(browser, 'tutor', identity);
    expect([flow.result, flow.role]).toEqual(['signed-in', 'tutor']);
    const { user, accessToken: token } = await app.sessionOf(browser);
    if (!user || !token) throw new Error('no session');
    expect(user.role).toBe('tutor');
    expect(await db('tutors').where({ id: user.id }).first()).toMatchObject({
      name: identity.name,
      listed: false,
      profile_completed_at: null,
    });
    expect((await app.call('GET', `/api/tutors/${user.id}`)).status).toBe(404);

    const own = await app.call('GET', '/api/tutors/me', { bearer: token });
    expect(own.body).toMatchObject({ profileComplete: false, email: identity.email });
    const incomplete = await app.call('POST', '/api/tutors/me/completion', {
      bearer: token,
      json: { name: identity.name, university: 'Universitas Indonesia' },
    });
    expect([incomplete.status, incomplete.body.error.message]).toEqual([400, 'Minimal 1 mata pelajaran harus diisi']);
    expect(await db('tutors').where({ id: user.id }).first()).toMatchObject({ listed: false, profile_completed_at: null });

    const form = {
      name: identity.name,
      university: 'Universitas Indonesia',
      subjects: ['SMA - Fisika'],
      pricePerHour: '80.000',
      phone: '081234567801',
      bankAccount: 'BCA 1234567890',
      imageUrl: '',
      bio: 'Mahasiswa fisika.',
      experience: [''],
      notesToStudents: '',
    };
    const completed = await app.call('POST', '/api/tutors/me/completion', { bearer: token, json: form });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      profileComplete: true,
      pricePerHour: 80_000,
      phoneNumber: '081234567801',
      subjects: ['SMA - Fisika'],
    });
    expect((await db('tutors').where({ id: user.id }).first()).listed).toBe(true);
    expect((await app.call('GET', `/api/tutors/${user.id}`)).body).toMatchObject({ id: user.id, pricePerHour: 80_000 });
    expect(await db('audit_log').where({ entity_id: user.id, action: 'tutor.profile_completed' }).first()).toMatchObject({
      before: { pricePerHour: 0 },
      after: { pricePerHour: 80_000 },
    });

    const again = await app.call('POST', '/api/tutors/me/completion', { bearer: token, json: { ...form, pricePerHour: '1' } });
    expect(again.status).toBe(409);
    expect((await db('tutors').where({ id: user.id }).first()).price_per_hour).toBe(80_000);
  });

  it('signs a returning Google user into the same account, whatever role card was chosen', async () => {
    const identity = googleIdentity('kembali');
    await app.signIn(app.newBrowser(), 'customer', identity);
    const browser = app.newBrowser();
    const flow = await app.signIn(browser, 'tutor', identity);
    expect([flow.result, flow.role]).toEqual(['signed-in', 'customer']);
    expect((await app.sessionOf(browser)).user).toMatchObject({ email: identity.email, role: 'customer' });
    expect(await db('users').where({ email: identity.email }).select('id')).toHaveLength(1);
    expect(await db('tutors').join('users', 'users.id', 'tutors.id').where('users.email', identity.email).first()).toBeUndefined();
  });

  it('gives a Google-only account no password, and lets "Lupa password?" set one', async () => {
    const identity = googleIdentity('tanpasandi');
    await app.signIn(app.newBrowser(), 'customer', identity);
    const refused = await app.call('POST', '/api/auth/sign-in', { json: { email: identity.email, password: 'apa saja' } });
    expect([refused.status, refused.body.error.message]).toEqual([401, 'Login gagal. Silakan periksa email dan password Anda.']);

    expect((await app.call('POST', '/api/auth/password/otp', { json: { email: identity.email } })).status).toBe(200);
    const [mail] = await app.mailsTo(identity.email);
    const otp = /Anda: (\d{6})/.exec(mail?.text ?? '')?.[1];
    const verified = await app.call('POST', '/api/auth/password/verify-otp', { json: { email: identity.email, otp } });
    expect(verified.status).toBe(200);
    const updated = await app.call('POST', '/api/auth/password/update', {
      json: { resetToken: verified.body.resetToken, password: 'sandibaru1', passwordConfirmation: 'sandibaru1' },
    });
    expect(updated.status).toBe(200);
    expect((await app.call('POST', '/api/auth/sign-in', { json: { email: identity.email, password: 'sandibaru1' } })).status).toBe(200);
    // Google still signs them in too.
    expect((await app.signIn(app.newBrowser(), 'customer', identity)).result).toBe('signed-in');
  });

  it('refuses a disabled account, linked or found by its address, and gives it no session', async () => {
    const identity = googleIdentity('nonaktif');
    await app.signIn(app.newBrowser(), 'customer', identity);
    await db('users').where({ email: identity.email }).update({ disabled_at: db.fn.now() });
    const browser = app.newBrowser();
    const linked = await app.signIn(browser, 'customer', identity);
    expectOnlyRedirects(linked);
    expect(linked.result).toBe('disabled');
    expect(
      linked.hops
        .flatMap((hop) => hop.setCookies)
        .some((line) => line.startsWith('ajarin_refresh=') && !line.startsWith('ajarin_refresh=;')),
    ).toBe(false);
    expect((await app.sessionOf(browser)).status).toBe(401);

    const passwordAccount = await insertUser(app, { disabled: true });
    const found = await app.signIn(app.newBrowser(), 'customer', { email: passwordAccount.email });
    expect(found.result).toBe('disabled');
    expect(await db('user_identities').where({ user_id: passwordAccount.id })).toEqual([]);
  });
});
