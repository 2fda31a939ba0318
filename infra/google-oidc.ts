import * as client from 'openid-client';
import type { Config } from './config.ts';

// Sign in with Google through openid-client (decision 032): the authorization code flow with PKCE
// (S256), `state` and `nonce`, the ID token checked by the library (signature against the
// provider's keys, issuer, audience, expiry, nonce). No OAuth of our own: this file only chooses
// the settings and reads the result.

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
const SCOPE = 'openid email profile';
/** Seconds a discovery or token request may take before the sign-in fails politely. */
const REQUEST_TIMEOUT_SECONDS = 10;

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; redirectUri: string; allowInsecureRequests: boolean };

/** What the browser must give back for the callback to be accepted; kept sealed in a cookie. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

export type VerifiedProfile = { subject: string; email: string | undefined; emailVerified: boolean; name: string | undefined };

/** Why a return from the provider was refused: the user said no, or anything else. */
export class OidcFailure extends Error {
  constructor(
    readonly reason: 'denied' | 'failed',
    /** Log-safe: an error class and code, never a token, code or claim. */
    readonly detail: string,
  ) {
    super(`oidc ${reason}: ${detail}`);
    this.name = 'OidcFailure';
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The settings of the configured provider, or undefined when Google sign-in is off. Plain HTTP is
 * allowed only outside production and only to this machine: the local development provider
 * (dev/google-provider/). Production refuses an http issuer at start (infra/config.ts).
 */
export function googleOidcSettings(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'PUBLIC_URL' | 'APP_URL' | 'isProd'>,
): OidcSettings | undefined {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
  const issuer = new URL(config.GOOGLE_ISSUER);
  return {
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: googleRedirectUri(config),
    allowInsecureRequests: !config.isProd && issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname),
  };
}

/** The redirect URI to register with the provider: PUBLIC_URL (else APP_URL) + the callback path. */
export function googleRedirectUri(config: Pick<Config, 'PUBLIC_URL' | 'APP_URL'>): string {
  return new URL(GOOGLE_CALLBACK_PATH, config.PUBLIC_URL ?? config.APP_URL).href;
}

export type OidcClient = {
  /** Where to send the browser, and the checks its return must pass. */
  begin(): Promise<{ url: string; checks: AuthorizationChecks }>;
  /** Exchanges the code of the callback's query for verified ID token claims; throws OidcFailure. */
  finish(callbackQuery: string, checks: AuthorizationChecks): Promise<VerifiedProfile>;
};

export function createOidcClient(settings: OidcSettings): OidcClient {
  // Discovered once per process; a failed discovery (provider unreachable) is tried again next time.
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () =>
    (discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.allowInsecureRequests ? [client.allowInsecureRequests] : [],
        timeout: REQUEST_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  return {
    async begin() {
      const config = await configuration().catch((error: unknown) => {
        throw new OidcFailure('failed', `discovery ${describe(error)}`);
      });
      const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    async finish(callbackQuery, checks) {
      try {
        const config = await configuration();
        // The redirect URI as registered, not as this request's Host header says: behind a proxy
        // they differ, and the token request must repeat the registered one.
        const currentUrl = new URL(settings.redirectUri);
        currentUrl.search = callbackQuery;
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcFailure('failed', 'no ID token');
        return {
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : undefined,
        };
      } catch (error) {
        if (error instanceof OidcFailure) throw error;
        const denied = error instanceof client.AuthorizationResponseError && error.error === 'access_denied';
        throw new OidcFailure(denied ? 'denied' : 'failed', describe(error));
      }
    },
  };
}

/** An error's class, code and OAuth error name: enough to tell what failed, nothing it carried. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  return [error.name, typeof code === 'string' ? code : undefined, typeof oauthError === 'string' ? oauthError : undefined]
    .filter(Boolean)
    .join(' ');
}
