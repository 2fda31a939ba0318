import type { Context, Next } from 'koa';
import { AUTH_MESSAGES, type Role } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import { createVerifiedTokenCache } from '../../infra/verified-token-cache.ts';
import type { ActiveSessions } from '../../services/accounts/active-session-cache.ts';
import { requireRole } from '../../services/accounts/require-role.ts';
import { isUuid } from '../../core/validation/uuid.ts';
import type { Actor } from '../../core/accounts/actor.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const MAX_TOKEN_LENGTH = 4096;

/**
 * Sets `ctx.state.user` when the request carries a valid access token whose login is still alive,
 * and nothing otherwise: a missing, expired or forged token, a signed-out login, or a disabled or
 * deleted account is simply no user (routes answer 401 with `requireUser`). Checking the session
 * on every request, not only writes, keeps one rule: signing out ends access at once (`sessions`
 * answers from memory only what Postgres has not told it is over, decision 064).
 */
export function authenticate(deps: { config: Pick<Config, 'JWT_SECRET'>; sessions: Pick<ActiveSessions, 'find'> }) {
  const accessTokens = createVerifiedTokenCache(deps.config.JWT_SECRET, 'access');
  return async function authenticateRequest(ctx: Context, next: Next): Promise<void> {
    ctx.state.user = undefined;
    ctx.state.sessionFamilyId = undefined;
    const header = ctx.get('authorization');
    const token = header.length <= MAX_TOKEN_LENGTH + 7 ? BEARER.exec(header)?.[1] : undefined;
    if (token) {
      const verified = await accessTokens.verify(token);
      const sessionFamilyId = verified?.claims.sid;
      if (verified && isUuid(verified.subject) && isUuid(sessionFamilyId)) {
        ctx.state.user = (await deps.sessions.find({ userId: verified.subject, sessionFamilyId })) satisfies Actor | undefined;
        if (ctx.state.user) ctx.state.sessionFamilyId = sessionFamilyId;
      }
    }
    await next();
  };
}

/** Route guard: 401 without a valid token; 403 when `roles` are given and the user has none of them. */
export function requireUser(...roles: Role[]) {
  return async function requireSignedIn(ctx: Context, next: Next): Promise<void> {
    const user = currentUser(ctx);
    const [first, ...rest] = roles;
    if (first) requireRole(user, first, ...rest);
    await next();
  };
}

/** The login (session family) of this request's access token; 401 when there is none. */
export function currentSessionFamily(ctx: Context): string {
  currentUser(ctx);
  return ctx.state.sessionFamilyId as string;
}

/** The authenticated user of this request; 401 when there is none. */
export function currentUser(ctx: Context): Actor {
  const user = ctx.state.user as Actor | undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionMissing);
  return user;
}
