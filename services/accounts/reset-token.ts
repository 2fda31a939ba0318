import { signJwt, verifyJwt } from '../../infra/tokens.ts';
import { RESET_TOKEN_TTL_SECONDS } from './policy.ts';
import { isUuid } from '../../core/validation/uuid.ts';

// The short-lived permission to set a new password, earned by a correct OTP or a recovery link.
// `jti` names the OTP or email-token row; using the permission marks that row used.

export type ResetMethod = 'otp' | 'recovery';

export function signResetToken(secret: string, input: { userId: string; method: ResetMethod; grantId: string }): Promise<string> {
  return signJwt(secret, {
    typ: 'password_reset',
    subject: input.userId,
    ttlSeconds: RESET_TOKEN_TTL_SECONDS,
    jwtId: input.grantId,
    claims: { method: input.method },
  });
}

export async function verifyResetToken(
  secret: string,
  token: string,
): Promise<{ userId: string; method: ResetMethod; grantId: string } | null> {
  const verified = await verifyJwt(secret, token, 'password_reset');
  const method = verified?.claims.method;
  if (!verified || !isUuid(verified.subject) || !isUuid(verified.jwtId) || (method !== 'otp' && method !== 'recovery')) return null;
  return { userId: verified.subject, method, grantId: verified.jwtId };
}
