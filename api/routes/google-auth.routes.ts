import type Router from '@koa/router';
import type { Context } from 'koa';
import { googleStartQuerySchema, type GoogleResult, type PendingLink } from '../../core/accounts/google.ts';
import type { Role } from '../../core/accounts/auth.schema.ts';
import { isAppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { OidcFailure } from '../../infra/google-oidc.ts';
import type { Logger } from '../../infra/logger.ts';
import { createRateLimiter, type RateLimitRule } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import { linkGoogleIdentity } from '../../services/accounts/link-google-identity.ts';
import { signInWithGoogle } from '../../services/accounts/sign-in-with-google.ts';
import { REFRESH_COOKIE, setGrantCookie } from '../auth-cookies.ts';
import type { ActiveSessions } from '../../services/accounts/active-session-cache.ts';
import { endLogin, familyOfRefreshToken } from '../../services/accounts/browser-session.ts';
import { loggableError } from '../middleware/error-handler.ts';
import type { GoogleFlow } from '../google-flow.ts';
import { noStore } from '../middleware/no-store.ts';
import { googleAuthContract as C } from '../../core/contracts/google-auth.contract.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type GoogleAuthDeps = {
  config: Pick<Config, 'JWT_SECRET' | 'REDIS_PREFIX' | 'APP_URL' | 'isProd'>;
  db: Db;
  redis: Redis;
  logger: Logger;
  google: GoogleFlow;
  sessions: Pick<ActiveSessions, 'forgetFamily'>;
};

// Flows started per address; each one costs the provider a code and us a token request.
const START_LIMIT: RateLimitRule = { name: 'google-start:ip', limit: 30, windowSeconds: 10 * 60 };
// Returns per address: a real one follows a start, so as many; junk ones cost a state lookup each,
// and one with a live flow a token request (decision 040).
const CALLBACK_LIMIT: RateLimitRule = { name: 'google-callback:ip', limit: 30, windowSeconds: 10 * 60 };
// A callback query is the provider's few parameters; a longer one is not a provider's.
const MAX_CALLBACK_QUERY = 4096;

/**
 * GET /api/auth/google → Google → GET /api/auth/google/callback → /auth-callback
 * (docs/product.md#accounts-google). Both answer a redirect whatever happens, never JSON: a browser
 * is following them. Every failure lands on /auth-callback with its reason.
 */
export function createGoogleAuthRouter(deps: GoogleAuthDeps): Router {
  const { db, google } = deps;
  const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
  const router = createRouter('/api/auth/google');
  router.use(noStore);

  const land = (ctx: Context, result: GoogleResult, options: { intent?: 'sign-in' | 'link'; role?: Role } = {}) => {
    ctx.redirect(google.resultPage(result, options));
  };
  /** False, having landed on the failure page, when this address is over `rule`. */
  const withinLimit = async (ctx: Context, rule: RateLimitRule, role?: Role): Promise<boolean> => {
    try {
      await limiter.enforce([{ rule, subject: ctx.ip }]);
      return true;
    } catch (error) {
      if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error;
      land(ctx, 'rate-limited', { role });
      return false;
    }
  };
  // A browser follows these routes: whatever breaks still ends on the page that says so.
  const redirectOnly = (handler: (ctx: Context) => Promise<void>) => async (ctx: Context) => {
    try {
      await handler(ctx);
    } catch (error) {
      ctx.state.log.error({ err: loggableError(error), path: ctx.path }, 'google sign-in failed');
      land(ctx, 'failed');
    }
  };

  // A bad query is no 400 here: the browser is sent back to the role cards.
  bindEndpoint(
    router,
    C.start,
    redirectOnly(async (ctx) => {
      const query = googleStartQuerySchema.safeParse(ctx.query);
      // No role, no way to make a new account: the role cards come first.
      if (!query.success) return ctx.redirect(new URL('/auth', deps.config.APP_URL).href);
      const { role } = query.data;
      if (!google.available) return land(ctx, 'unavailable', { role });
      if (!(await withinLimit(ctx, START_LIMIT, role))) return;
      try {
        const replacesFamily = await familyOfRefreshToken(db, ctx.cookies.get(REFRESH_COOKIE));
        ctx.redirect(await google.begin(ctx, { intent: 'sign-in', role, ...(replacesFamily ? { replacesFamily } : {}) }));
      } catch (error) {
        if (!(error instanceof OidcFailure)) throw error;
        ctx.state.log.warn({ detail: error.detail }, 'google provider unreachable');
        land(ctx, 'unavailable', { role });
      }
    }),
    { queryParsedByHandler: true },
  );

  bindEndpoint(
    router,
    C.callback,
    redirectOnly(async (ctx) => {
      // Before the flow is taken: a refused return leaves it for a retry within its lifetime.
      if (!(await withinLimit(ctx, CALLBACK_LIMIT))) return;
      const flow = await google.take(ctx);
      if (!flow) return land(ctx, 'expired');
      const { intent, role } = flow;
      if (!google.available || ctx.querystring.length > MAX_CALLBACK_QUERY)
        return land(ctx, google.available ? 'failed' : 'unavailable', { intent, role });

      let profile;
      try {
        profile = await google.finish(ctx.querystring, flow);
      } catch (error) {
        if (!(error instanceof OidcFailure)) throw error;
        ctx.state.log.info({ reason: error.reason, detail: error.detail, intent }, 'google return refused');
        return land(ctx, error.reason, { intent, role });
      }

      if (flow.intent === 'link') {
        const outcome = await linkGoogleIdentity(db, flow.userId, profile, 'signed-in');
        ctx.state.log.info({ userId: flow.userId, linked: outcome.linked }, 'google link from the account page');
        return land(ctx, outcome.linked ? 'linked' : outcome.reason, { intent, role });
      }

      const outcome = await signInWithGoogle({ db, config: deps.config }, profile, flow.role, {
        userAgent: ctx.get('user-agent') || undefined,
        ip: ctx.ip,
      });
      switch (outcome.kind) {
        case 'signed-in':
          await endLogin(deps, flow.replacesFamily);
          setGrantCookie(ctx, outcome.grant, deps.config.isProd);
          ctx.state.log.info({ userId: outcome.grant.user.id, created: outcome.created }, 'signed in with google');
          return land(ctx, 'signed-in', { role: outcome.grant.user.role });
        case 'link-required':
          // Kept for this browser only: the password typed here, for this account, links it.
          await google.pending.hold(ctx, { userId: outcome.userId, subject: profile.subject, email: outcome.email });
          return land(ctx, 'link-required', { role: outcome.role });
        case 'refused':
          ctx.state.log.info({ reason: outcome.reason }, 'google sign-in refused');
          return land(ctx, outcome.reason, { role });
      }
    }),
  );

  // The sign-in form asks which address's password will link Google (only this browser knows).
  bindEndpoint(router, C.pendingLink, async (ctx) => {
    const link = await google.pending.read(ctx);
    ctx.body = { email: link?.email ?? null } satisfies PendingLink;
  });

  return router;
}
