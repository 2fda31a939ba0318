import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config.ts';
import { googleOidcSettings } from '../../infra/google-oidc.ts';
import { startDevGoogle } from './dev.ts';
import { STAND_IN_PRODUCTION_SETTINGS } from '../production-settings.ts';

// `npm start` without Google settings runs a local provider, in development only.

describe('startDevGoogle', () => {
  it('points the Google settings at a running local provider in development without a client', async () => {
    const started = await startDevGoogle(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ajarin-dev-oidc-test', APP_URL: 'http://localhost:3100' }),
    );
    if (!started) throw new Error('expected a provider in development');
    try {
      expect(started.config.GOOGLE_ISSUER).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const settings = googleOidcSettings(started.config);
      expect(settings).toMatchObject({
        clientId: 'ajarin-dev',
        redirectUri: 'http://localhost:3100/api/auth/google/callback',
        allowInsecureRequests: true,
      });
      const discovery = (await (await fetch(`${started.config.GOOGLE_ISSUER}/.well-known/openid-configuration`)).json()) as {
        issuer: string;
        code_challenge_methods_supported: string[];
      };
      expect(discovery.issuer).toBe(started.config.GOOGLE_ISSUER);
      expect(discovery.code_challenge_methods_supported).toContain('S256');
    } finally {
      await started.provider.stop();
    }
  });

  it('never starts in production, in tests, or when a real client is set; plain HTTP is refused outside development', async () => {
    const production = loadConfig({
      ...STAND_IN_PRODUCTION_SETTINGS,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://db/ajarin',
    });
    expect(await startDevGoogle(production)).toBeUndefined();
    expect(googleOidcSettings(production)).toBeUndefined();
    expect(await startDevGoogle(loadConfig({ NODE_ENV: 'test' }))).toBeUndefined();
    const withClient = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/ajarin-dev-oidc-test',
      GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(await startDevGoogle(withClient)).toBeUndefined();
    expect(googleOidcSettings(withClient)).toMatchObject({ issuer: 'https://accounts.google.com', allowInsecureRequests: false });
    // Production with a real client never talks plain HTTP, even to this machine.
    expect(
      googleOidcSettings({ ...production, GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_ISSUER: 'http://127.0.0.1:4000' })
        ?.allowInsecureRequests,
    ).toBe(false);
    expect(googleOidcSettings({ ...withClient, GOOGLE_ISSUER: 'http://idp.example.com' })?.allowInsecureRequests).toBe(false);
  });
});
