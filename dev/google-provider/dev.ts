import { randomBytes } from 'node:crypto';
import type { Config } from '../../infra/config.ts';
import { googleRedirectUri } from '../../infra/google-oidc.ts';
import { startDevOidcProvider, type DevOidcProvider } from './provider.ts';

export const DEV_GOOGLE_CLIENT_ID = 'ajarin-dev';

/**
 * `npm start` in development without GOOGLE_CLIENT_ID: the local provider in this process, and the
 * Google settings the api then uses, so 'Masuk dengan Google' works with no internet and no Google
 * client. Never outside development: production and tests get undefined, and real settings win.
 * dev/index.ts imports this file only when it is called (oidc-provider is a development
 * dependency, absent from the production image).
 */
export async function startDevGoogle(config: Config): Promise<{ provider: DevOidcProvider; config: Config } | undefined> {
  if (!config.isDev || config.isProd || config.GOOGLE_CLIENT_ID) return undefined;
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = await startDevOidcProvider({
    clients: [{ clientId: DEV_GOOGLE_CLIENT_ID, clientSecret, redirectUri: googleRedirectUri(config), name: 'Ajarin' }],
  });
  return {
    provider,
    config: { ...config, GOOGLE_CLIENT_ID: DEV_GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: provider.issuer },
  };
}
