import { afterAll, describe, expect, it } from 'vitest';
import { createOidcClient, OidcFailure, type OidcClient } from '../../infra/google-oidc.ts';
import { devSubject } from '../../dev/google-provider/identities.ts';
import { startDevOidcProvider } from '../../dev/google-provider/provider.ts';
import { RedirectBrowser } from '../helpers/redirect-browser.ts';

// The local OpenID Connect provider (dev/google-provider/) with the very client the api uses: the
// redirect URI is never called here, the browser stops where the provider sends it.

const redirectUri = 'http://127.0.0.1:9/api/auth/google/callback';
const provider = await startDevOidcProvider({
  clients: [{ clientId: 'ajarin-test', clientSecret: 'rahasia-klien', redirectUri, name: 'Ajarin' }],
});
afterAll(() => provider.stop());
const oidc: OidcClient = createOidcClient({
  issuer: provider.issuer,
  clientId: 'ajarin-test',
  clientSecret: 'rahasia-klien',
  redirectUri,
  allowInsecureRequests: true,
});

/** Starts a sign-in, answers the picker with `form` (or aborts), and returns the callback's query. */
async function signInAt(answer: { form: Record<string, string> } | 'abort', authorizationUrl?: (url: string) => string) {
  const browser = new RedirectBrowser();
  const { url, checks } = await oidc.begin();
  const picker = await browser.navigate(authorizationUrl ? authorizationUrl(url) : url);
  expect(picker.status).toBe(200);
  const uid = /\/interaction\/([\w-]+)\/login/.exec(picker.text)?.[1];
  if (!uid) throw new Error(`no picker: ${picker.text.slice(0, 300)}`);
  const back = await browser.navigate(`${provider.issuer}/interaction/${uid}/${answer === 'abort' ? 'abort' : 'login'}`, {
    method: 'POST',
    form: answer === 'abort' ? {} : answer.form,
    from: picker.url,
    stopAt: (next) => next.startsWith(redirectUri),
  });
  const returned = back.hops.at(-1)?.location ?? '';
  return { query: new URL(returned, provider.issuer).search, checks, picker, back, browser };
}

describe('the local OpenID Connect provider', () => {
  it('shows the picker with the demo identities, and a chosen identity comes back verified through openid-client', async () => {
    const { query, checks, picker } = await signInAt({
      form: { email: 'Dimas.Google@demo.ajarin.id', name: 'Dimas Anggara', verified: '1' },
    });
    expect(picker.text).toContain('siswa@ajarin.id');
    expect(picker.text).toContain('Tolak');
    expect(query).toMatch(/code=/);
    const profile = await oidc.finish(query, checks);
    expect(profile).toEqual({
      subject: devSubject('dimas.google@demo.ajarin.id'),
      email: 'dimas.google@demo.ajarin.id',
      emailVerified: true,
      name: 'Dimas Anggara',
    });
  });

  it('says when the address is not verified, and keeps the subject of an address across sign-ins', async () => {
    const first = await signInAt({ form: { email: 'belum@example.com', name: '' } });
    const profile = await oidc.finish(first.query, first.checks);
    expect(profile).toMatchObject({ emailVerified: false, name: 'belum', subject: devSubject('belum@example.com') });
  });

  it('answers access_denied when the user refuses', async () => {
    const { query, checks } = await signInAt('abort');
    expect(query).toContain('error=access_denied');
    await expect(oidc.finish(query, checks)).rejects.toMatchObject({ reason: 'denied' });
  });

  it('refuses a code whose PKCE challenge was not ours, a wrong nonce and a replayed code', async () => {
    const pkce = await signInAt({ form: { email: 'pkce@example.com', verified: '1' } }, (url) => {
      const changed = new URL(url);
      changed.searchParams.set('code_challenge', 'A'.repeat(43));
      return changed.href;
    });
    await expect(oidc.finish(pkce.query, pkce.checks)).rejects.toBeInstanceOf(OidcFailure);

    const nonce = await signInAt({ form: { email: 'nonce@example.com', verified: '1' } }, (url) => {
      const changed = new URL(url);
      changed.searchParams.set('nonce', 'another-nonce');
      return changed.href;
    });
    await expect(oidc.finish(nonce.query, nonce.checks)).rejects.toMatchObject({
      reason: 'failed',
      detail: expect.stringMatching(/nonce|CLAIM/i),
    });

    const once = await signInAt({ form: { email: 'replay@example.com', verified: '1' } });
    await oidc.finish(once.query, once.checks);
    await expect(oidc.finish(once.query, once.checks)).rejects.toMatchObject({
      reason: 'failed',
      detail: expect.stringContaining('invalid_grant'),
    });
  });

  it('asks again for an address that is not one, and requires PKCE', async () => {
    const browser = new RedirectBrowser();
    const { url } = await oidc.begin();
    const picker = await browser.navigate(url);
    const uid = /\/interaction\/([\w-]+)\/login/.exec(picker.text)?.[1];
    const bad = await browser.navigate(`${provider.issuer}/interaction/${uid}/login`, {
      method: 'POST',
      form: { email: 'bukan-email', name: '<b>x</b>' },
      from: picker.url,
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Masukkan alamat email yang valid.');
    expect(bad.text).toContain('&#60;b&#62;x');

    const withoutPkce = new URL(url);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await new RedirectBrowser().navigate(withoutPkce.href, { stopAt: (next) => next.startsWith(redirectUri) });
    expect(refused.hops.at(-1)?.location).toContain('error=invalid_request');
  });
});
