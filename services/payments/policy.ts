import type { RateLimitRule } from '../../infra/rate-limit.ts';

/** Proof uploads per customer: a handful of retries is normal, a stream of files is not. */
export const PROOF_UPLOAD_LIMIT = { name: 'proof-upload:user', limit: 10, windowSeconds: 10 * 60 } as const satisfies RateLimitRule;
