import type { Context, Next } from 'koa';
import { AUTH_MESSAGES, ROLES, type Role } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import { verifyJwt } from '../../infra/tokens.ts';
import { ACCOUNT_MESSAGES } from '../../services/accounts/policy.ts';
import { isUuid } from '../../services/accounts/user-record.ts';

/** Who made the request, from a valid access token. Every route's authorisation starts here. */
export type AuthUser = { id: string; role: Role };

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const MAX_TOKEN_LENGTH = 4096;

const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * Sets `ctx.state.user` when the request carries a valid access token, and nothing otherwise: a
 * missing, expired or forged token is simply no user. Routes decide with `requireUser`.
 */
export function authenticate(deps: { config: Pick<Config, 'JWT_SECRET'> }) {
  return async function authenticateRequest(ctx: Context, next: Next): Promise<void> {
    ctx.state.user = undefined;
    const header = ctx.get('authorization');
    const token = header.length <= MAX_TOKEN_LENGTH + 7 ? BEARER.exec(header)?.[1] : undefined;
    if (token) {
      const verified = await verifyJwt(deps.config.JWT_SECRET, token, 'access');
      const role = verified?.claims.role;
      if (verified && isUuid(verified.subject) && isRole(role)) ctx.state.user = { id: verified.subject, role } satisfies AuthUser;
    }
    await next();
  };
}

/** Route guard: 401 without a valid token; 403 when `roles` are given and the user has none of them. */
export function requireUser(...roles: Role[]) {
  return async function requireSignedIn(ctx: Context, next: Next): Promise<void> {
    const user = currentUser(ctx);
    if (roles.length > 0 && !roles.includes(user.role)) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.forbidden);
    await next();
  };
}

/** The authenticated user of this request; 401 when there is none. */
export function currentUser(ctx: Context): AuthUser {
  const user = ctx.state.user as AuthUser | undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionMissing);
  return user;
}
