/** A key answers the same for a day; a client that retries later than that is making a new request. */
export const KEY_LIFETIME_HOURS = 24;

/**
 * A claim still pending after this long belongs to a request that died with its process (every
 * create finishes in seconds): a new request with the key may take it over instead of being told
 * to wait for a day.
 */
export const ABANDONED_AFTER_MINUTES = 5;

/** A claim: whose and which route's key (`scope`), the key's hash, and the request it was first sent with. */
export type IdempotencyClaim = { scope: string; keyHash: string; fingerprint: string };
