import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';
import { devSubject, readIdentity, type DevIdentity } from './identities.ts';
import { renderPicker } from './picker-page.ts';

// A real OpenID Connect provider (the maintained `oidc-provider` package) on a free loopback port,
// standing in for Google in development and in tests, with no internet (decision 032). It is
// strict where Google is: PKCE required, exact redirect URIs, single-use codes, signed ID tokens
// with the nonce. Its one page picks the identity. Development only: like all of dev/, the product
// reaches it only through scripts/start.ts's development switch; the tests use it directly.

export type DevOidcClient = { clientId: string; clientSecret: string; redirectUri: string; name: string };

export type DevOidcProvider = {
  /** `http://127.0.0.1:<port>`: the issuer to discover. */
  issuer: string;
  stop(): Promise<void>;
};

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export async function startDevOidcProvider(options: { clients: DevOidcClient[] }): Promise<DevOidcProvider> {
  // The issuer names its port, so the port is taken before the provider exists.
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const identities = new Map<string, DevIdentity>();
  const provider = new Provider(issuer, await configuration(options.clients, identities));
  provider.use(pickerRoutes(provider, identities, options.clients).routes());
  handle = provider.callback();

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function configuration(clients: DevOidcClient[], identities: Map<string, DevIdentity>): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const policy = interactionPolicy.base();
  // Google asks which account whenever it has to; here every sign-in asks, so any identity can be
  // chosen each time (a provider session would otherwise answer for the last one).
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('pick_identity', 'the local provider asks every time', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.name,
      redirect_uris: [client.redirectUri],
      // openid-client's default for a client secret.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'dev-oidc', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the address and the name are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // One sign-in's worth: nothing here outlives a few minutes (codes keep the default minute).
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = identities.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: identity.email, email_verified: identity.emailVerified, name: identity.name }),
      };
    },
  };
}

function pickerRoutes(provider: Provider, identities: Map<string, DevIdentity>, clients: DevOidcClient[]): Router {
  const router = new Router();
  const form = bodyParser({ enableTypes: ['form'], formLimit: '16kb' });
  const clientName = (details: Interaction) =>
    clients.find((client) => client.clientId === details.params.client_id)?.name ?? String(details.params.client_id);

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/interaction/:uid', async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    ctx.type = 'html';
    ctx.body = renderPicker({ uid: details.uid, clientName: clientName(details) });
  });

  router.post('/interaction/:uid/login', form, async (ctx) => {
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const identity = readIdentity(body);
    if ('problem' in identity) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = renderPicker({
        uid: details.uid,
        clientName: clientName(details),
        problem: identity.problem,
        typed: { email: String(body.email ?? ''), name: String(body.name ?? '') },
      });
      return;
    }
    const accountId = devSubject(identity.email);
    identities.set(accountId, identity);
    // Signing in here is also the consent Google would ask for the first time.
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post('/interaction/:uid/abort', async (ctx) => {
    await provider.interactionDetails(ctx.req, ctx.res);
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
