import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAccountsApp } from '../helpers/accounts.ts';
import { APP_URL, expectOnlyRedirects, googleIdentity, landing, startGoogleApp, type Landing } from '../helpers/google.ts';
import type { RedirectBrowser } from '../helpers/redirect-browser.ts';

// Every way a return from Google can go wrong lands on /auth-callback with its reason (the page
// shows the spec's failure text and 'Coba Lagi'): never a 500, never JSON, never a session
// (docs/product.md#accounts-google).

const app = await startGoogleApp();
const { db } = app;

afterEach(() => {
  vi.useRealTimers();
});

const usersNamed = (email: string) => db('users').where({ email }).select('id');
const sessionCount = async () => Number((await db('sessions').count<{ count: string }[]>('* as count'))[0]?.count);

/** Runs a flow up to the provider's redirect to our callback, without following it. */
async function returnAddress(
  browser: RedirectBrowser,
  reply: { email: string; verified?: boolean } | 'abort',
  tamper?: (url: URL) => void,
): Promise<string> {
  const start = await browser.navigate(`${APP_URL}/api/auth/google?role=customer`, {
    from: `${APP_URL}/auth?role=customer`,
    stopAt: (url) => url.startsWith(app.provider.issuer),
  });
  const authorization = new URL(start.hops.at(-1)?.location ?? '');
  tamper?.(authorization);
  const picker = await app.toPicker(browser, authorization.href);
  const back = await app.answer(browser, picker, reply, `${APP_URL}/api/auth/google/callback`);
  return back.url.href;
}

async function follow(browser: RedirectBrowser, callback: string): Promise<Landing> {
  return landing(
    await browser.navigate(callback, { from: app.provider.issuer, stopAt: (url) => url.startsWith(`${APP_URL}/auth-callback`) }),
  );
}

async function expectRefused(flow: Landing, result: string, browser: RedirectBrowser): Promise<void> {
  expectOnlyRedirects(flow);
  expect(`${flow.url.origin}${flow.url.pathname}`).toBe(`${APP_URL}/auth-callback`);
  expect(flow.result).toBe(result);
  expect((await app.sessionOf(browser)).status).toBe(401);
}

describe('a Google return that fails', () => {
  it('lands on the failure page when the user refuses consent', async () => {
    const browser = app.newBrowser();
    const flow = await app.signIn(browser, 'customer', 'abort');
    await expectRefused(flow, 'denied', browser);
    expect(flow.role).toBe('customer');
  });

  it('refuses an address Google has not verified, and makes no account', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('tidakterverifikasi', { emailVerified: false });
    await expectRefused(await app.signIn(browser, 'customer', identity), 'email-unverified', browser);
    expect(await usersNamed(identity.email)).toEqual([]);
  });

  it('refuses a return after the flow expired (10 minutes), by the cookie and by its sealed expiry', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('kedaluwarsa');
    const callback = await returnAddress(browser, identity);
    const sealed = browser.cookie(`${APP_URL}/api/auth/google/callback`, 'ajarin_google_flow');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await expectRefused(await follow(browser, callback), 'expired', browser);

    // A copy of the cookie kept past its Max-Age is refused too: the seal carries its own expiry.
    const copy = app.newBrowser();
    copy.setCookie(APP_URL, 'ajarin_google_flow', sealed ?? '', '/api/auth/google');
    await expectRefused(await follow(copy, callback), 'expired', copy);
    expect(await usersNamed(identity.email)).toEqual([]);
  });

  it('refuses a replayed code, even with the flow cookie copied before it was spent', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('ulang');
    const callback = await returnAddress(browser, identity);
    const sealed = browser.cookie(`${APP_URL}/api/auth/google/callback`, 'ajarin_google_flow') ?? '';
    expect((await follow(browser, callback)).result).toBe('signed-in');
    const sessions = await sessionCount();

    expect((await follow(browser, callback)).result).toBe('expired');
    const attacker = app.newBrowser();
    attacker.setCookie(APP_URL, 'ajarin_google_flow', sealed, '/api/auth/google');
    await expectRefused(await follow(attacker, callback), 'failed', attacker);
    expect(await sessionCount()).toBe(sessions);
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('nonce');
    const callback = await returnAddress(browser, identity, (url) => url.searchParams.set('nonce', 'nonce-orang-lain-1234567890'));
    await expectRefused(await follow(browser, callback), 'failed', browser);
    expect(await usersNamed(identity.email)).toEqual([]);
  });

  it('refuses a code issued for another PKCE challenge (the verifier does not match)', async () => {
    const browser = app.newBrowser();
    const identity = googleIdentity('pkce');
    const callback = await returnAddress(browser, identity, (url) => url.searchParams.set('code_challenge', 'B'.repeat(43)));
    await expectRefused(await follow(browser, callback), 'failed', browser);
    expect(await usersNamed(identity.email)).toEqual([]);
  });

  it("refuses another browser's return (login CSRF): its state is not this browser's", async () => {
    const attacker = app.newBrowser();
    const attackerIdentity = googleIdentity('penyerang');
    const planted = await returnAddress(attacker, attackerIdentity);

    // The victim started a flow of their own: the states differ.
    const victim = app.newBrowser();
    await victim.navigate(`${APP_URL}/api/auth/google?role=customer`, {
      from: `${APP_URL}/auth`,
      stopAt: (url) => url.startsWith(app.provider.issuer),
    });
    await expectRefused(await follow(victim, planted), 'failed', victim);
    // The victim never started one: no flow at all.
    const idle = app.newBrowser();
    await expectRefused(await follow(idle, planted), 'expired', idle);
    expect(await usersNamed(attackerIdentity.email)).toEqual([]);
  });

  it('refuses a forged or malformed callback without a 500 or a JSON page', async () => {
    const browser = app.newBrowser();
    await browser.navigate(`${APP_URL}/api/auth/google?role=customer`, {
      from: `${APP_URL}/auth`,
      stopAt: (url) => url.startsWith(app.provider.issuer),
    });
    browser.setCookie(
      APP_URL,
      'ajarin_google_flow',
      `${browser.cookie(`${APP_URL}/api/auth/google/callback`, 'ajarin_google_flow')}x`,
      '/api/auth/google',
    );
    await expectRefused(await follow(browser, `${APP_URL}/api/auth/google/callback?code=abc&state=def`), 'expired', browser);
    for (const query of ['', '?error=server_error', `?state=${'x'.repeat(5000)}`, '?code[]=1&state=%00']) {
      const flow = await follow(app.newBrowser(), `${APP_URL}/api/auth/google/callback${query}`);
      expect(flow.hops.at(-1)?.status).toBe(302);
      expect(flow.result).toBe('expired');
    }
  });

  it('sends a start without a role to the role cards', async () => {
    const visit = await app
      .newBrowser()
      .navigate(`${APP_URL}/api/auth/google?role=admin`, { stopAt: (url) => url.startsWith(`${APP_URL}/auth`) });
    expect(visit.hops[0]).toMatchObject({ status: 302, location: `${APP_URL}/auth` });
  });

  it('answers too many starts from one address with the failure page, not an error', async () => {
    let last: Landing | undefined;
    for (let i = 0; i < 31; i += 1) {
      last = landing(
        await app.newBrowser().navigate(`${APP_URL}/api/auth/google?role=tutor`, {
          stopAt: (url) => url.startsWith(app.provider.issuer) || url.startsWith(`${APP_URL}/auth-callback`),
        }),
      );
    }
    expect([last?.result, last?.role]).toEqual(['rate-limited', 'tutor']);
  });
});

describe('returns from Google, per address', () => {
  it('answers more than 30 in 10 minutes with the failure page, a real return after them included', async () => {
    const limited = await startGoogleApp();
    const results: (string | null)[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await fetch(`${limited.baseUrl}/api/auth/google/callback?code=x${i}&state=y${i}`, { redirect: 'manual' });
      results.push(new URL(res.headers.get('location') ?? '').searchParams.get('result'));
    }
    expect(new Set(results)).toEqual(new Set(['expired']));
    const browser = limited.newBrowser();
    const flow = await limited.signIn(browser, 'customer', googleIdentity('batas'));
    expectOnlyRedirects(flow);
    expect(flow.result).toBe('rate-limited');
    expect((await limited.sessionOf(browser)).status).toBe(401);
  });
});

describe('Google sign-in not configured or unreachable', () => {
  it('says unavailable, and the public config hides the button', async () => {
    const plain = await startAccountsApp();
    const res = await fetch(`${plain.baseUrl}/api/auth/google?role=customer`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('result')).toBe('unavailable');
    expect((await plain.call('GET', '/api/config/public')).body.googleSignIn).toBe(false);
    expect((await app.call('GET', '/api/config/public')).body.googleSignIn).toBe(true);
  });

  it('says unavailable when the provider does not answer', async () => {
    const offline = await startAccountsApp({
      env: { GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER: 'http://127.0.0.1:9' },
    });
    const res = await fetch(`${offline.baseUrl}/api/auth/google?role=tutor`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('result')).toBe('unavailable');
  });
});
