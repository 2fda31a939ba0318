import type Router from '@koa/router';
import type Koa from 'koa';
import type { Context } from 'koa';
import { signUpSchema } from '../../core/accounts/sign-up.schema.ts';
import { safeNextPath } from '../../core/accounts/telegram-web-app.ts';
import { authContract as C } from '../../core/contracts/auth.contract.ts';
import { GOOGLE_MESSAGES } from '../../core/accounts/google.ts';
import { AppError } from '../../core/errors.ts';
import { isMultipart, parseMultipart } from '../../infra/multipart.ts';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';
import type { Storage } from '../../infra/storage.ts';
import { confirmEmail } from '../../services/accounts/confirm-email.ts';
import { getSessionUser } from '../../services/accounts/get-session-user.ts';
import { linkGoogleIdentity } from '../../services/accounts/link-google-identity.ts';
import type { SessionGrant } from '../../services/accounts/issue-session.ts';
import { AUTH_LIMITS, AVATAR_MAX_BYTES } from '../../services/accounts/policy.ts';
import { refreshSession } from '../../services/accounts/refresh-session.ts';
import { requestPasswordOtp } from '../../services/accounts/request-password-otp.ts';
import { resendConfirmation } from '../../services/accounts/resend-confirmation.ts';
import { prepareSignIn, signIn } from '../../services/accounts/sign-in.ts';
import { askTelegramSignIn, signInWithTelegram } from '../../services/accounts/sign-in-with-telegram.ts';
import type { ActiveSessions } from '../../services/accounts/active-session-cache.ts';
import { signOut } from '../../services/accounts/sign-out.ts';
import { signUp } from '../../services/accounts/sign-up.ts';
import { updatePassword } from '../../services/accounts/update-password.ts';
import { verifyPasswordOtp } from '../../services/accounts/verify-password-otp.ts';
import { verifyRecoveryLink } from '../../services/accounts/verify-recovery-link.ts';
import { grantBody, REFRESH_COOKIE, setGrantCookie, setRefreshCookie } from '../auth-cookies.ts';
import { pendingGoogleLinks } from '../google-flow.ts';
import { authenticate, currentUser } from '../middleware/authenticate.ts';
import { requestBody } from '../middleware/buffered-body.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';
import { countFailedInitData } from './telegram-web-app-limit.ts';

export type AuthDeps = { config: Config; db: Db; redis: Redis; logger: Logger; storage: Storage; sessions: ActiveSessions };

const MALFORMED = () => new AppError('VALIDATION', 'Format data tidak valid.');

/** Mounts `authenticate` for every later route, then the /api/auth routes. */
export function mountAuth(app: Koa, deps: AuthDeps): void {
  app.use(authenticate(deps));
  const router = createAuthRouter(deps);
  app.use(router.routes()).use(router.allowedMethods());
}

/** The /api/auth routes (exported so the security suite walks them with the others). */
export function createAuthRouter(deps: AuthDeps): Router {
  const { config, db, logger, storage } = deps;
  const limiter = createRateLimiter({ redis: deps.redis, logger, prefix: `${config.REDIS_PREFIX}:rl` });
  const secure = config.isProd;
  prepareSignIn();

  const pendingGoogle = pendingGoogleLinks(config);
  const clearRefreshCookie = (ctx: Context) => setRefreshCookie(ctx, '', 0, secure);
  const sendGrant = (ctx: Context, grant: SessionGrant) => {
    setGrantCookie(ctx, grant, secure);
    ctx.body = grantBody(grant);
  };
  // A new sign-in in this browser ends the login its old refresh cookie held, whoever's it was
  // (docs/decisions/041): an account switched by someone else's link leaves nothing behind.
  const sendNewSession = async (ctx: Context, grant: SessionGrant) => {
    await signOut(deps, ctx.cookies.get(REFRESH_COOKIE));
    sendGrant(ctx, grant);
  };
  const client = (ctx: Context) => ({ userAgent: ctx.get('user-agent') || undefined, ip: ctx.ip });
  const emailSendLimits = (ctx: Context, email: string) => [
    { rule: AUTH_LIMITS.emailSendPerEmail, subject: email },
    { rule: AUTH_LIMITS.emailSendPerIp, subject: ctx.ip },
  ];

  const router = createRouter('/api/auth');
  router.use(noStore);

  // JSON or multipart: the handler reads the body, the photo's presence joins the parsed input.
  bindEndpoint(
    router,
    C.signUp,
    async (ctx) => {
      const body = await readSignUpBody(ctx);
      const input = signUpSchema.parse({ ...body.payload, hasPhotoFile: body.photo !== undefined });
      await limiter.enforce([{ rule: AUTH_LIMITS.signUpPerIp, subject: ctx.ip }, ...emailSendLimits(ctx, input.email)]);
      const result = await signUp({ db, storage, logger: ctx.state.log, config }, input, body.photo);
      ctx.state.log.info({ userId: result.user.id, role: result.user.role, photo: result.photo }, 'account created');
      ctx.status = 201;
      ctx.body = result;
    },
    { idempotency: deps },
  );

  bindEndpoint(router, C.confirmEmail, async (ctx, { body: { token } }) => {
    await sendNewSession(ctx, await confirmEmail({ db, config }, token, client(ctx)));
  });

  bindEndpoint(router, C.resendConfirmation, async (ctx, { body: { email } }) => {
    await limiter.enforce(emailSendLimits(ctx, email));
    ctx.body = await resendConfirmation({ db, config }, email);
  });

  bindEndpoint(router, C.signIn, async (ctx, { body: input }) => {
    await limiter.enforce([
      { rule: AUTH_LIMITS.signInPerEmailAndIp, subject: `${input.email}\n${ctx.ip}` },
      { rule: AUTH_LIMITS.signInPerEmail, subject: input.email },
      { rule: AUTH_LIMITS.signInPerIp, subject: ctx.ip },
    ]);
    const grant = await signIn({ db, config }, input, client(ctx));
    ctx.state.log.info({ userId: grant.user.id }, 'signed in');
    await sendNewSession(ctx, grant);
    // The password of the account a Google sign-in in this browser found by its address: the
    // proof that links Google to it (docs/product.md#accounts-google).
    const pending = await pendingGoogle.read(ctx);
    if (pending?.userId === grant.user.id) {
      const googleLink = await linkGoogleIdentity(db, grant.user.id, pending, 'password');
      ctx.state.log.info({ userId: grant.user.id, linked: googleLink.linked }, 'google link after a password sign-in');
      ctx.body = {
        ...grantBody(grant),
        googleLink: googleLink.linked
          ? { linked: true }
          : { linked: false, message: GOOGLE_MESSAGES.reasons[googleLink.reason] ?? GOOGLE_MESSAGES.failed },
      };
      pendingGoogle.drop(ctx);
    }
  });

  // 'Buka Ajarin' inside Telegram (docs/decisions/034, 041): initData instead of a password; `ask`
  // only names the accounts; `next` is answered only as a path of this site, for the page to go to.
  bindEndpoint(router, C.telegramWebApp, async (ctx, { body: input }) => {
    const telegram = { db, redis: deps.redis, config };
    const refreshToken = ctx.cookies.get(REFRESH_COOKIE);
    if (input.ask) {
      ctx.body = await countFailedInitData(limiter, ctx.ip, () => askTelegramSignIn(telegram, input.initData, refreshToken));
      return;
    }
    const grant = await countFailedInitData(limiter, ctx.ip, () =>
      signInWithTelegram(telegram, input.initData, client(ctx), { refreshToken, switchAccount: input.switchAccount === true }),
    );
    ctx.state.log.info({ userId: grant.user.id }, 'signed in from the Telegram Mini App');
    await sendNewSession(ctx, grant);
    ctx.body = { ...grantBody(grant), next: safeNextPath(input.next) ?? grant.landingPath };
  });

  bindEndpoint(router, C.refresh, async (ctx) => {
    try {
      sendGrant(ctx, await refreshSession({ db, config, logger: ctx.state.log }, ctx.cookies.get(REFRESH_COOKIE), client(ctx)));
    } catch (error) {
      clearRefreshCookie(ctx);
      throw error;
    }
  });

  bindEndpoint(router, C.signOut, async (ctx) => {
    await signOut(deps, ctx.cookies.get(REFRESH_COOKIE));
    clearRefreshCookie(ctx);
    ctx.status = 204;
  });

  bindEndpoint(router, C.session, async (ctx) => {
    ctx.body = { user: await getSessionUser(db, currentUser(ctx).id) };
  });

  bindEndpoint(router, C.requestPasswordOtp, async (ctx, { body: { email } }) => {
    await limiter.enforce(emailSendLimits(ctx, email));
    ctx.body = await requestPasswordOtp({ db, config }, email);
  });

  bindEndpoint(router, C.verifyPasswordOtp, async (ctx, { body: input }) => {
    await limiter.enforce([{ rule: AUTH_LIMITS.otpVerifyPerEmail, subject: input.email }]);
    ctx.body = await verifyPasswordOtp({ db, config }, input);
  });

  bindEndpoint(router, C.verifyRecoveryLink, async (ctx, { body: { token } }) => {
    ctx.body = await verifyRecoveryLink({ db, config }, token);
  });

  bindEndpoint(router, C.updatePassword, async (ctx, { body: input }) => {
    ctx.body = await updatePassword(deps, input);
  });

  return router;
}

type SignUpBody = { payload: Record<string, unknown>; photo?: { bytes: Buffer; truncated: boolean } };

/** JSON, or multipart with a `payload` field holding the same JSON and an optional `photo` file. */
async function readSignUpBody(ctx: Context): Promise<SignUpBody> {
  if (!isMultipart(ctx.get('content-type'))) return { payload: asObject(ctx.request.body) };
  // One byte over the limit is enough to tell "too large" (busboy flags a file of exactly the limit).
  const form = await parseMultipart(requestBody(ctx), {
    fileSize: AVATAR_MAX_BYTES + 1,
    files: 1,
    fields: 4,
    fieldSize: 100 * 1024,
    totalBytes: C.signUp.upload.maxBodyBytes,
  });
  const raw = form.fields.get('payload');
  if (raw === undefined) throw MALFORMED();
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    throw MALFORMED();
  }
  const file = form.files[0];
  if (file && file.field !== 'photo') throw MALFORMED();
  // A form without a chosen file still sends an empty, unnamed part.
  const photo = file && (file.bytes.length > 0 || file.filename) ? { bytes: file.bytes, truncated: file.truncated } : undefined;
  return { payload: asObject(payload), photo };
}

function asObject(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return value as Record<string, unknown>;
}
