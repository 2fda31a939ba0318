import type { Context } from 'koa';
import type { SessionGrant } from '../services/accounts/issue-session.ts';

// The cookies of signing in, written in one place. By hand: Koa's cookie helper refuses `Secure`
// on a plain-HTTP hop, which is exactly the hop between a TLS-terminating proxy and us.

export const REFRESH_COOKIE = 'ajarin_refresh';
const REFRESH_COOKIE_PATH = '/api/auth';

export type CookieOptions = { path: string; maxAgeSeconds: number; sameSite: 'Strict' | 'Lax'; secure: boolean };

export function writeCookie(ctx: Context, name: string, value: string, options: CookieOptions): void {
  const attributes = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ];
  if (options.secure) attributes.push('Secure');
  ctx.append('Set-Cookie', attributes.join('; '));
}

export function setRefreshCookie(ctx: Context, value: string, maxAgeSeconds: number, secure: boolean): void {
  writeCookie(ctx, REFRESH_COOKIE, value, { path: REFRESH_COOKIE_PATH, maxAgeSeconds, sameSite: 'Strict', secure });
}

/** Signs the browser in: the refresh token in its cookie; the body is the caller's to write. */
export function setGrantCookie(ctx: Context, grant: SessionGrant, secure: boolean): void {
  setRefreshCookie(ctx, grant.refreshToken, (grant.refreshExpiresAt.getTime() - Date.now()) / 1000, secure);
}

/** What a sign-in answers: never the refresh token, which travels in its cookie only. */
export function grantBody(grant: SessionGrant) {
  return { accessToken: grant.accessToken, expiresIn: grant.expiresIn, user: grant.user, landingPath: grant.landingPath };
}
