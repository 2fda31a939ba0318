import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// Every secret the accounts flows hand out: signed JWTs (access, password reset) and opaque random
// tokens (refresh, email links) that the database only ever sees hashed.

export const JWT_ISSUER = 'ajarin';
export const JWT_AUDIENCE = 'ajarin-web';
/** The one algorithm we sign with and the only one a verifier accepts (no `none`, no RS/HS confusion). */
const ALGORITHM = 'HS256';

export type JwtType = 'access' | 'password_reset';

export type SignJwtInput = {
  typ: JwtType;
  subject: string;
  ttlSeconds: number;
  /** Extra string claims (e.g. role). `typ`, `sub`, `iss`, `aud`, `iat`, `exp`, `jti` are reserved. */
  claims?: Record<string, string>;
  jwtId?: string;
};

export type VerifiedJwt = {
  subject: string;
  claims: Record<string, unknown>;
  jwtId: string | undefined;
  expiresAt: Date;
};

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** The type rides both in the protected header and as a claim; a verifier checks both. */
export async function signJwt(secret: string, input: SignJwtInput): Promise<string> {
  const jwt = new SignJWT({ ...input.claims, typ: input.typ })
    .setProtectedHeader({ alg: ALGORITHM, typ: input.typ })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(input.subject)
    .setIssuedAt()
    .setExpirationTime(`${input.ttlSeconds}s`);
  if (input.jwtId) jwt.setJti(input.jwtId);
  return jwt.sign(keyOf(secret));
}

/**
 * The verified claims, or null for anything else: bad signature, other algorithm, expired, other
 * issuer/audience, or a token of another type (header or claim).
 */
export async function verifyJwt(secret: string, token: string, typ: JwtType): Promise<VerifiedJwt | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      typ,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return { subject: payload.sub, claims: customClaims(payload), jwtId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

function customClaims(payload: JWTPayload): Record<string, unknown> {
  const { iss: _iss, aud: _aud, sub: _sub, exp: _exp, iat: _iat, nbf: _nbf, jti: _jti, ...rest } = payload;
  return rest;
}

/** 32 random bytes, base64url: refresh tokens and email-link tokens (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How opaque tokens are stored: a lookup by hash finds the row, a database leak reveals no token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Keyed hash for low-entropy secrets (6-digit OTPs): without the key, a leaked hash cannot be
 * reversed by trying all million codes.
 */
export function hmacToken(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/**
 * A key for one purpose, derived from a master secret (HKDF-SHA256): a new secret without a new
 * setting, and one that tells nothing about the master or about a key of another `purpose`.
 */
export function deriveKey(masterSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, '', `ajarin:${purpose}`, 32));
}

/** HMAC-SHA256 of `value` as raw bytes (to shape into a token or a code). */
export function hmacBytes(key: Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value, 'utf8').digest();
}
