import { describe, expect, it } from 'vitest';
import { insertUser } from '../helpers/accounts.ts';
import { APP_URL, googleIdentity, startGoogleApp } from '../helpers/google.ts';
import type { RedirectBrowser } from '../helpers/redirect-browser.ts';

// An address that already has an account is linked to Google only after its owner proves the
// account (docs/product.md#accounts-google): never silently, which would hand the account to
// whoever holds the Google account. /akun shows the link and 'Putuskan'.

const app = await startGoogleApp();
const { db } = app;

const passwordSignIn = (browser: RedirectBrowser, email: string, password: string) =>
  browser.fetch(`${APP_URL}/api/auth/sign-in`, { method: 'POST', json: { email, password }, page: `${APP_URL}/auth?role=customer` });
const identitiesOf = (userId: string) => db('user_identities').where({ user_id: userId }).select('provider', 'email');
const pendingEmail = async (browser: RedirectBrowser) =>
  (
    (await (await browser.fetch(`${APP_URL}/api/auth/google/pending-link`, { page: `${APP_URL}/auth?role=customer` })).json()) as {
      email: string | null;
    }
  ).email;

describe('linking Google to an existing account', () => {
  it('refuses to link on the address alone, then links once the owner signs in with the password in that browser', async () => {
    const owner = await insertUser(app, { email: googleIdentity('pemilik').email });
    const browser = app.newBrowser();
    const flow = await app.signIn(browser, 'tutor', { email: owner.email, name: 'Penyerang?' });

    expect([flow.result, flow.role]).toEqual(['link-required', 'customer']);
    expect(flow.hops.flatMap((hop) => hop.setCookies).filter((line) => /^ajarin_refresh=[^;]/.test(line))).toEqual([]);
    expect((await app.sessionOf(browser)).status).toBe(401);
    expect(await identitiesOf(owner.id)).toEqual([]);
    expect(await pendingEmail(browser)).toBe(owner.email);
    expect(await pendingEmail(app.newBrowser())).toBeNull();

    // The right password in another browser proves nothing about this Google account.
    const elsewhere = app.newBrowser();
    const other = await passwordSignIn(elsewhere, owner.email, owner.password);
    expect(other.status).toBe(200);
    expect(((await other.json()) as { googleLink?: unknown }).googleLink).toBeUndefined();
    expect(await identitiesOf(owner.id)).toEqual([]);

    // A wrong password in this browser links nothing either.
    expect((await passwordSignIn(browser, owner.email, 'salah-sandi')).status).toBe(401);
    expect(await identitiesOf(owner.id)).toEqual([]);

    const proven = await passwordSignIn(browser, owner.email, owner.password);
    expect(proven.status).toBe(200);
    expect(((await proven.json()) as { googleLink?: unknown }).googleLink).toEqual({ linked: true });
    expect(proven.headers.getSetCookie().find((line) => line.startsWith('ajarin_google_link='))).toMatch(/Max-Age=0/);
    expect(await identitiesOf(owner.id)).toEqual([{ provider: 'google', email: owner.email }]);
    expect(await db('audit_log').where({ entity_id: owner.id, action: 'user.google_linked' }).first()).toMatchObject({
      after: { provider: 'google', proof: 'password' },
    });

    const next = app.newBrowser();
    const again = await app.signIn(next, 'customer', { email: owner.email });
    expect(again.result).toBe('signed-in');
    expect((await app.sessionOf(next)).user).toMatchObject({ id: owner.id, email: owner.email });
  });

  it('links nothing when the password signed in is another account', async () => {
    const owner = await insertUser(app, { email: googleIdentity('dua').email });
    const someoneElse = await insertUser(app);
    const browser = app.newBrowser();
    expect((await app.signIn(browser, 'customer', { email: owner.email })).result).toBe('link-required');
    const res = await passwordSignIn(browser, someoneElse.email, someoneElse.password);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { googleLink?: unknown }).googleLink).toBeUndefined();
    expect(await identitiesOf(owner.id)).toEqual([]);
    expect(await identitiesOf(someoneElse.id)).toEqual([]);
  });

  it('keeps an unconfirmed account (someone else may have typed that address) unlinked until its mailbox is proven', async () => {
    const squatted = await insertUser(app, { email: googleIdentity('belum').email, confirmed: false });
    const browser = app.newBrowser();
    expect((await app.signIn(browser, 'customer', { email: squatted.email })).result).toBe('link-required');
    const res = await passwordSignIn(browser, squatted.email, squatted.password);
    expect(res.status).toBe(403);
    expect(await identitiesOf(squatted.id)).toEqual([]);
  });
});

describe("/akun's Google card", () => {
  it('shows the linked account and refuses "Putuskan" while Google is the only way in', async () => {
    const identity = googleIdentity('satu');
    const browser = app.newBrowser();
    await app.signIn(browser, 'customer', identity);
    const { accessToken, user } = await app.sessionOf(browser);
    const view = await app.call('GET', '/api/account/google', { bearer: accessToken });
    expect(view.body).toEqual({ available: true, identity: { email: identity.email, linkedAt: expect.any(String) }, hasPassword: false });

    const refused = await app.call('DELETE', '/api/account/google', { bearer: accessToken });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Google adalah satu-satunya cara Anda masuk. Buat password dulu lewat "Lupa password?" di halaman masuk, lalu putuskan Google.',
    );
    expect(await identitiesOf(user?.id ?? '')).toHaveLength(1);
    expect((await app.call('GET', '/api/account/google')).status).toBe(401);
  });

  it('unlinks a Google account from an account with a password, audited; Google then needs the proof again', async () => {
    const owner = await insertUser(app, { email: googleIdentity('putus').email });
    const browser = app.newBrowser();
    await app.signIn(browser, 'customer', { email: owner.email });
    const signedIn = (await (await passwordSignIn(browser, owner.email, owner.password)).json()) as { accessToken: string };

    const unlinked = await app.call('DELETE', '/api/account/google', { bearer: signedIn.accessToken });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual({ available: true, identity: null, hasPassword: true });
    expect(await identitiesOf(owner.id)).toEqual([]);
    expect(await db('audit_log').where({ entity_id: owner.id, action: 'user.google_unlinked' }).first()).toMatchObject({
      before: { provider: 'google' },
      after: null,
    });
    expect((await app.call('DELETE', '/api/account/google', { bearer: signedIn.accessToken })).status).toBe(409);
    expect((await app.signIn(app.newBrowser(), 'customer', { email: owner.email })).result).toBe('link-required');
  });

  it('links a Google account of another address from /akun, in the browser that asked, and never one linked elsewhere', async () => {
    const owner = await insertUser(app);
    const browser = app.newBrowser();
    const signedIn = (await (await passwordSignIn(browser, owner.email, owner.password)).json()) as { accessToken: string };
    const start = await browser.fetch(`${APP_URL}/api/account/google/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
      page: `${APP_URL}/akun`,
    });
    expect(start.status).toBe(200);
    const { authorizationUrl } = (await start.json()) as { authorizationUrl: string };
    expect(authorizationUrl.startsWith(app.provider.issuer)).toBe(true);

    const other = googleIdentity('lain');
    const flow = await app.answer(browser, await app.toPicker(browser, authorizationUrl, `${APP_URL}/akun`), other);
    expect([flow.result, flow.intent]).toEqual(['linked', 'link']);
    expect(await identitiesOf(owner.id)).toEqual([{ provider: 'google', email: other.email }]);
    expect(await db('audit_log').where({ entity_id: owner.id, action: 'user.google_linked' }).first()).toMatchObject({
      after: { provider: 'google', proof: 'signed-in' },
    });
    expect((await app.call('POST', '/api/account/google/link', { bearer: signedIn.accessToken })).status).toBe(409);

    // That Google account now signs this account in, and cannot be linked to a second one.
    expect((await app.signIn(app.newBrowser(), 'customer', other)).result).toBe('signed-in');
    const second = await insertUser(app);
    const secondBrowser = app.newBrowser();
    const secondToken = ((await (await passwordSignIn(secondBrowser, second.email, second.password)).json()) as { accessToken: string })
      .accessToken;
    const secondStart = (await (
      await secondBrowser.fetch(`${APP_URL}/api/account/google/link`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secondToken}` },
        page: `${APP_URL}/akun`,
      })
    ).json()) as {
      authorizationUrl: string;
    };
    const taken = await app.answer(
      secondBrowser,
      await app.toPicker(secondBrowser, secondStart.authorizationUrl, `${APP_URL}/akun`),
      other,
    );
    expect([taken.result, taken.intent]).toEqual(['taken', 'link']);
    expect(await identitiesOf(second.id)).toEqual([]);
  });

  it('from /akun needs the password, or a sign-in within the last 10 minutes (docs/decisions/041)', async () => {
    const owner = await insertUser(app);
    const browser = app.newBrowser();
    const signedIn = (await (await passwordSignIn(browser, owner.email, owner.password)).json()) as { accessToken: string };
    // The same login, 11 minutes on: still alive, no longer a fresh proof.
    await db('sessions')
      .where({ user_id: owner.id })
      .update({ created_at: db.raw("now() - interval '11 minutes'") });
    const start = (json?: unknown) =>
      browser.fetch(`${APP_URL}/api/account/google/link`, {
        method: 'POST',
        headers: { authorization: `Bearer ${signedIn.accessToken}` },
        page: `${APP_URL}/akun`,
        ...(json === undefined ? {} : { json }),
      });

    const stale = await start();
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { error: unknown }).error).toEqual({
      code: 'FORBIDDEN',
      message: 'Demi keamanan, masukkan password Anda untuk menghubungkan Google.',
      details: { reason: 'REAUTH_REQUIRED', hasPassword: true },
    });
    expect(stale.headers.getSetCookie().some((line) => line.startsWith('ajarin_google_flow='))).toBe(false);
    const wrong = await start({ password: 'salah-sandi' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe('Password salah.');

    const proven = await start({ password: owner.password });
    expect(proven.status).toBe(200);
    const { authorizationUrl } = (await proven.json()) as { authorizationUrl: string };
    const flow = await app.answer(browser, await app.toPicker(browser, authorizationUrl, `${APP_URL}/akun`), googleIdentity('segar'));
    expect(flow.result).toBe('linked');
  });
});

describe('signing in with Google in a browser that holds a login', () => {
  it('ends that login, whoever it belonged to (docs/decisions/041)', async () => {
    const before = await insertUser(app);
    const browser = app.newBrowser();
    const signedIn = (await (await passwordSignIn(browser, before.email, before.password)).json()) as { accessToken: string };
    expect((await app.call('GET', '/api/auth/session', { bearer: signedIn.accessToken })).status).toBe(200);

    const google = googleIdentity('akun-baru');
    expect((await app.signIn(browser, 'customer', google)).result).toBe('signed-in');
    expect((await app.call('GET', '/api/auth/session', { bearer: signedIn.accessToken })).status).toBe(401);
    expect((await app.sessionOf(browser)).user).toMatchObject({ email: google.email });
  });
});
