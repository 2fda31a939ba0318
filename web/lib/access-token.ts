import type { SessionUser } from '../../core/accounts/auth.schema.ts';
import type { SessionGrant } from '../../core/contracts/auth.contract.ts';

/** What sign-in, refresh and email confirmation answer (the refresh token itself stays in its httpOnly cookie). */
export type { SessionGrant };

/** docs/product.md#accounts-sessions: the token is checked every 30 s and refreshed when 3 ticks (90 s) or fewer remain. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_MARGIN_MS = 3 * REFRESH_TICK_MS;

type SessionListener = (user: SessionUser | null) => void;

// The access token lives in this module only: never in localStorage or a readable cookie, so a
// script injected into the page cannot lift it from storage, and a reload starts from the cookie.
let held: { token: string; expiresAt: number; user: SessionUser } | null = null;
const listeners = new Set<SessionListener>();

export function holdSession(grant: SessionGrant, now = Date.now()): void {
  held = { token: grant.accessToken, expiresAt: now + grant.expiresIn * 1000, user: grant.user };
  for (const listener of listeners) listener(grant.user);
}

export function dropSession(): void {
  held = null;
  for (const listener of listeners) listener(null);
}

export function currentAccessToken(): string | null {
  return held?.token ?? null;
}

/** Who the held session is for, or null. */
export function currentSessionUser(): SessionUser | null {
  return held?.user ?? null;
}

export function accessTokenExpiresAt(): number | null {
  return held?.expiresAt ?? null;
}

/** Told of every sign-in, refresh and loss of the session, wherever it happened. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function shouldRefreshAccessToken(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt - now <= REFRESH_MARGIN_MS;
}
