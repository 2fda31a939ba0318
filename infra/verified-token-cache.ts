import { verifyJwt, type JwtType, type VerifiedJwt } from './tokens.ts';

// Every signed-in request verifies its access token: an HMAC through WebCrypto, which runs on the
// thread pool, so under load the request waits a whole event-loop turn for the answer (issue 45).
// The same token comes back on every request of its login until it expires, and a signature that
// verified once stays valid for the same secret: the verified claims are kept until the token
// expires. Only the signature is kept here: whether the login is still alive is the business of
// services/accounts/active-session-cache.ts (decision 064). Bounded in entries and token length,
// least recently used out.

const MAX_ENTRIES = 5_000;
const MAX_TOKEN_LENGTH = 1_024;

export type VerifiedTokenCache = {
  /** The token's verified claims, from memory while it is valid, else verified by verifyJwt. */
  verify: (token: string) => Promise<VerifiedJwt | null>;
};

export function createVerifiedTokenCache(
  secret: string,
  typ: JwtType,
  options: { maxEntries?: number; now?: () => number } = {},
): VerifiedTokenCache {
  const { maxEntries = MAX_ENTRIES, now = Date.now } = options;
  const entries = new Map<string, VerifiedJwt>();
  return {
    async verify(token) {
      const known = entries.get(token);
      if (known) {
        entries.delete(token);
        if (known.expiresAt.getTime() > now()) {
          // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
          entries.set(token, known);
          return known;
        }
        return null;
      }
      const verified = await verifyJwt(secret, token, typ);
      if (verified && token.length <= MAX_TOKEN_LENGTH) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(token, verified);
      }
      return verified;
    },
  };
}
