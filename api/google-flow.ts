import type { Context } from 'koa';
import { z } from 'zod';
import type { GoogleResult, GoogleRole } from '../core/accounts/google.ts';
import type { Role } from '../core/accounts/auth.schema.ts';
import { text } from '../core/validation/text.ts';
import type { Config } from '../infra/config.ts';
import { createOidcClient, googleOidcSettings, type VerifiedProfile } from '../infra/google-oidc.ts';
import { createSealer } from '../infra/sealed.ts';
import { writeCookie } from './auth-cookies.ts';

// The browser's side of Google sign-in (decision 032). The flow's secrets (state, nonce, PKCE
// verifier) and what it is for ride in one sealed, httpOnly cookie, so any api instance can take
// the return and nothing waits in Redis or Postgres: 10 minutes, scoped to /api/auth/google,
// SameSite=Lax because the return is a top-level navigation from Google's site (Strict would not
// be sent). The callback only accepts a return whose `state` matches this browser's cookie, so a
// return started in another browser (login CSRF) is refused. An address waiting for its owner's
// password is a second sealed cookie, readable by /api/auth only, for 30 minutes.

const FLOW_COOKIE = 'ajarin_google_flow';
const FLOW_PATH = '/api/auth/google';
const FLOW_TTL_SECONDS = 10 * 60;
const LINK_COOKIE = 'ajarin_google_link';
const LINK_PATH = '/api/auth';
const LINK_TTL_SECONDS = 30 * 60;

const token = text().regex(/^[A-Za-z0-9_-]{20,200}$/);
const flowSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('sign-in'),
    role: z.enum(['customer', 'tutor']),
    // The login this browser held when the flow started: a sign-in at the return ends it
    // (docs/decisions/041). Read at the start, since the refresh cookie is SameSite=Strict and
    // stays behind on Google's redirect back.
    replacesFamily: z.uuid().optional(),
    state: token,
    nonce: token,
    codeVerifier: token,
  }),
  z.object({
    intent: z.literal('link'),
    userId: z.uuid(),
    role: z.enum(['customer', 'tutor', 'admin']),
    state: token,
    nonce: token,
    codeVerifier: token,
  }),
]);
export type GoogleFlowState = z.output<typeof flowSchema>;
type Intent = { intent: 'sign-in'; role: GoogleRole; replacesFamily?: string } | { intent: 'link'; userId: string; role: Role };

const pendingSchema = z.object({ userId: z.uuid(), subject: text().min(1).max(255), email: text().min(3).max(254) });
export type PendingGoogleLink = z.output<typeof pendingSchema>;

export type PendingGoogleLinks = ReturnType<typeof pendingGoogleLinks>;

/** The address waiting for its owner's password, in this browser's cookie (docs/product.md#accounts-google). */
export function pendingGoogleLinks(config: Pick<Config, 'JWT_SECRET' | 'isProd'>) {
  const sealer = createSealer(config.JWT_SECRET, 'google-link');
  const options = (maxAgeSeconds: number) => ({ path: LINK_PATH, maxAgeSeconds, sameSite: 'Strict' as const, secure: config.isProd });
  return {
    async hold(ctx: Context, link: PendingGoogleLink): Promise<void> {
      writeCookie(ctx, LINK_COOKIE, await sealer.seal(link, LINK_TTL_SECONDS), options(LINK_TTL_SECONDS));
    },
    read: (ctx: Context): Promise<PendingGoogleLink | null> => sealer.open(ctx.cookies.get(LINK_COOKIE), pendingSchema),
    drop(ctx: Context): void {
      writeCookie(ctx, LINK_COOKIE, '', options(0));
    },
  };
}

export type GoogleFlow = ReturnType<typeof createGoogleFlow>;

export function createGoogleFlow(
  config: Pick<Config, 'JWT_SECRET' | 'APP_URL' | 'PUBLIC_URL' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'isProd'>,
) {
  const settings = googleOidcSettings(config);
  const oidc = settings && createOidcClient(settings);
  const flows = createSealer(config.JWT_SECRET, 'google-flow');
  const cookie = (maxAgeSeconds: number) => ({ path: FLOW_PATH, maxAgeSeconds, sameSite: 'Lax' as const, secure: config.isProd });

  return {
    available: oidc !== undefined,

    /** The provider's address for a new flow; its checks go into this browser's cookie. */
    async begin(ctx: Context, intent: Intent): Promise<string> {
      if (!oidc) throw new Error('Google sign-in is not configured');
      const { url, checks } = await oidc.begin();
      writeCookie(ctx, FLOW_COOKIE, await flows.seal({ ...intent, ...checks }, FLOW_TTL_SECONDS), cookie(FLOW_TTL_SECONDS));
      return url;
    },

    /** This browser's flow, spent: a return is taken once. Null when none, expired or not ours. */
    async take(ctx: Context): Promise<GoogleFlowState | null> {
      const flow = await flows.open(ctx.cookies.get(FLOW_COOKIE), flowSchema);
      writeCookie(ctx, FLOW_COOKIE, '', cookie(0));
      return flow;
    },

    finish(callbackQuery: string, flow: GoogleFlowState): Promise<VerifiedProfile> {
      if (!oidc) throw new Error('Google sign-in is not configured');
      return oidc.finish(callbackQuery, flow);
    },

    pending: pendingGoogleLinks(config),

    /** /auth-callback with the outcome (docs/product.md#accounts-google); never a token or an address. */
    resultPage(result: GoogleResult, options: { intent?: 'sign-in' | 'link'; role?: Role } = {}): string {
      const page = new URL('/auth-callback', config.APP_URL);
      page.searchParams.set('type', 'google');
      page.searchParams.set('result', result);
      page.searchParams.set('intent', options.intent ?? 'sign-in');
      if (options.role) page.searchParams.set('role', options.role);
      return page.href;
    },
  };
}
