import type { StoredResponse } from '../../core/idempotency/idempotency-key.ts';
import type { Db } from '../../infra/db.ts';
import type { IdempotencyClaim } from './policy.ts';

// Only the request that holds the claim settles it: the row must still be pending with its
// fingerprint (a takeover after abandonment would have replaced both).
const held = (claim: IdempotencyClaim) => ({
  scope: claim.scope,
  key_hash: claim.keyHash,
  fingerprint: claim.fingerprint,
  state: 'pending',
});

/** The request succeeded: later requests with the key get this answer. */
export async function saveIdempotentResponse(db: Db, claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
  await db('idempotency_keys')
    .where(held(claim))
    .update({ state: 'done', status: response.status, response: db.raw('?::jsonb', [JSON.stringify(response.body ?? null)]) });
}

/** The request failed and changed nothing: the key is free for the user's next try. */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  await db('idempotency_keys').where(held(claim)).delete();
}
