import { randomUUID } from 'node:crypto';
import { landingPathFor, type SessionUser } from '../../core/accounts/auth.schema.ts';
import type { Trx } from '../../infra/db.ts';
import { hashToken, randomToken, signJwt } from '../../infra/tokens.ts';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_DAYS } from './policy.ts';

// What sign-in and refresh hand out: a short-lived access JWT for the Authorization header and a
// long-lived opaque refresh token (stored hashed) for the httpOnly cookie.

export type ClientInfo = { userAgent?: string; ip?: string };

export type SessionGrant = {
  accessToken: string;
  expiresIn: number;
  user: SessionUser;
  landingPath: string;
  /** For the cookie only; never part of a response body. */
  refreshToken: string;
  refreshExpiresAt: Date;
};

/** `sid` names the login (session family), so every request can check that it is still alive. */
export function signAccessToken(secret: string, user: Pick<SessionUser, 'id' | 'role'>, sessionFamilyId: string): Promise<string> {
  return signJwt(secret, {
    typ: 'access',
    subject: user.id,
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    claims: { role: user.role, sid: sessionFamilyId },
  });
}

/** A new session row; `familyId` continues a login (rotation), otherwise a new login starts. */
export async function issueSession(
  trx: Trx,
  secret: string,
  user: SessionUser,
  options: { familyId?: string; client: ClientInfo },
): Promise<SessionGrant & { sessionId: string }> {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000);
  const familyId = options.familyId ?? randomUUID();
  const [row] = await trx('sessions')
    .insert({
      user_id: user.id,
      family_id: familyId,
      token_hash: hashToken(refreshToken),
      expires_at: refreshExpiresAt,
      user_agent: options.client.userAgent?.slice(0, 300) ?? null,
      ip: options.client.ip?.slice(0, 64) ?? null,
    })
    .returning<{ id: string }[]>('id');
  if (!row) throw new Error('sessions insert returned no id');
  return {
    sessionId: row.id,
    accessToken: await signAccessToken(secret, user, familyId),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    user,
    landingPath: landingPathFor(user.role),
    refreshToken,
    refreshExpiresAt,
  };
}
