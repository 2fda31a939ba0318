import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import type { DevIdentity } from '../../dev/google-provider/identities.ts';
import { startDevOidcProvider } from '../../dev/google-provider/provider.ts';
import { startAccountsApp } from './accounts.ts';
import { RedirectBrowser, type Visit } from './redirect-browser.ts';

// Google sign-in against the local OpenID Connect provider (dev/google-provider/) through the real
// redirect chain: our start route, the provider's page, our callback, /auth-callback. The app
// announces itself as https://ajarin.test (its APP_URL, the registered redirect URI's origin); the
// test browser takes that address to the port the app listens on, as DNS and a proxy would.

export const APP_URL = 'https://ajarin.test';
const CLIENT_ID = 'ajarin-test';

export type GoogleAnswer = { email: string; name?: string; verified?: boolean } | 'abort';

/** Where the browser ended: the /auth-callback address and its parameters. */
export type Landing = { url: URL; result: string | null; intent: string | null; role: string | null; hops: Visit['hops'] };

export async function startGoogleApp(options: { mail?: boolean } = {}) {
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = await startDevOidcProvider({
    clients: [{ clientId: CLIENT_ID, clientSecret, redirectUri: `${APP_URL}/api/auth/google/callback`, name: 'Ajarin' }],
  });
  afterAll(() => provider.stop());
  const app = await startAccountsApp({
    mail: options.mail,
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: provider.issuer },
  });
  const toApp = (url: string) => (url.startsWith(APP_URL) ? `${app.baseUrl}${url.slice(APP_URL.length)}` : url);

  const newBrowser = () => new RedirectBrowser(toApp);

  /** Follows a flow from `start` (our start route, or a provider address) to the provider's page. */
  async function toPicker(
    browser: RedirectBrowser,
    start: string,
    from = `${APP_URL}/auth?role=customer`,
  ): Promise<{ uid: string; page: Visit }> {
    const page = await browser.navigate(start, { from });
    const uid = /\/interaction\/([\w-]+)\/login/.exec(page.text)?.[1];
    if (page.status !== 200 || !uid)
      throw new Error(`expected the provider's picker, got ${page.status} at ${page.url}: ${page.text.slice(0, 200)}`);
    return { uid, page };
  }

  /** Answers the provider's page and follows the redirects until /auth-callback (or `until`); the hops include those to the page. */
  async function answer(
    browser: RedirectBrowser,
    picker: { uid: string; page: Visit },
    reply: GoogleAnswer,
    until = `${APP_URL}/auth-callback`,
  ): Promise<Landing> {
    const action = reply === 'abort' ? 'abort' : 'login';
    const form =
      reply === 'abort' ? {} : { email: reply.email, name: reply.name ?? '', ...(reply.verified === false ? {} : { verified: '1' }) };
    const visit = await browser.navigate(`${provider.issuer}/interaction/${picker.uid}/${action}`, {
      method: 'POST',
      form,
      from: picker.page.url,
      stopAt: (url) => url.startsWith(until),
    });
    return landing({ ...visit, hops: [...picker.page.hops, ...visit.hops] });
  }

  /** The whole sign-in: 'Masuk dengan Google' on /auth?role=…, the provider's page, back to us. */
  async function signIn(browser: RedirectBrowser, role: 'customer' | 'tutor', reply: GoogleAnswer): Promise<Landing> {
    return answer(browser, await toPicker(browser, `${APP_URL}/api/auth/google?role=${role}`, `${APP_URL}/auth?role=${role}`), reply);
  }

  /** The session the /auth-callback page finds: what its refresh call answers. */
  async function sessionOf(
    browser: RedirectBrowser,
  ): Promise<{ status: number; user?: { id: string; email: string; role: string; name: string }; accessToken?: string }> {
    const res = await browser.fetch(`${APP_URL}/api/auth/refresh`, { method: 'POST', page: `${APP_URL}/auth-callback` });
    const body = (await res.json()) as { user?: { id: string; email: string; role: string; name: string }; accessToken?: string };
    return { status: res.status, user: body.user, accessToken: body.accessToken };
  }

  return { ...app, provider, newBrowser, toPicker, answer, signIn, sessionOf, toApp };
}

export type GoogleApp = Awaited<ReturnType<typeof startGoogleApp>>;

export function landing(visit: Visit): Landing {
  if (visit.status !== 0) throw new Error(`the flow stopped at ${visit.url} (${visit.status}): ${visit.text.slice(0, 300)}`);
  const last = visit.hops.at(-1);
  const url = new URL(last?.location ?? '', last?.url);
  return {
    url,
    result: url.searchParams.get('result'),
    intent: url.searchParams.get('intent'),
    role: url.searchParams.get('role'),
    hops: visit.hops,
  };
}

/** Every hop of a flow answered a redirect or a page, never an error or a JSON body. */
export function expectOnlyRedirects(flow: Landing): void {
  for (const hop of flow.hops) expect(hop.status, hop.url).toBeLessThan(400);
}

let counter = 0;
export function googleIdentity(label: string, patch: Partial<DevIdentity> = {}): { email: string; name: string; verified?: boolean } {
  counter += 1;
  return {
    email: `${label}.${process.pid}.${counter}@gmail.test`,
    name: `Pengguna ${label}`,
    ...(patch.emailVerified === false ? { verified: false } : {}),
    ...(patch.name ? { name: patch.name } : {}),
  };
}
