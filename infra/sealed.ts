import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import type { z } from 'zod';
import { deriveKey } from './tokens.ts';

// A short-lived value the server hands the browser to keep and give back (a cookie), which the
// browser can neither read nor change: a JWT encrypted with AES-256-GCM (JWE `dir`) under a key
// derived from JWT_SECRET for this purpose alone. The purpose is also the audience, so a value
// sealed for one purpose never opens as another.

const ALGORITHM = 'dir';
const ENCRYPTION = 'A256GCM';

export type Sealer = {
  seal(payload: Record<string, unknown>, ttlSeconds: number): Promise<string>;
  /** The payload as `schema` reads it, or null: expired, tampered, another purpose, or malformed. */
  open<T>(sealed: string | undefined, schema: z.ZodType<T>): Promise<T | null>;
};

export function createSealer(jwtSecret: string, purpose: string): Sealer {
  const key = deriveKey(jwtSecret, `sealed:${purpose}`);
  const audience = `ajarin:${purpose}`;
  return {
    seal: (payload, ttlSeconds) =>
      new EncryptJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, enc: ENCRYPTION })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .encrypt(key),
    async open(sealed, schema) {
      // A sealed value is a few hundred characters; anything far longer is not one of ours.
      if (!sealed || sealed.length > 4096) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          audience,
          keyManagementAlgorithms: [ALGORITHM],
          contentEncryptionAlgorithms: [ENCRYPTION],
        });
        const parsed = schema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
