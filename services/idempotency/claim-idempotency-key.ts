import { AppError } from '../../core/errors.ts';
import { answerRepeat, IDEMPOTENCY_MESSAGES, type ClaimedKey, type StoredResponse } from '../../core/idempotency/idempotency-key.ts';
import type { Db } from '../../infra/db.ts';
import { ABANDONED_AFTER_MINUTES, KEY_LIFETIME_HOURS, type IdempotencyClaim } from './policy.ts';

type Row = { fingerprint: string; state: 'pending' | 'done'; status: number | null; response: unknown };

// A key released between our failed insert and our read (its first request failed) is free again:
// try to claim it anew, a few times at most.
const ATTEMPTS = 3;

/**
 * Claims the key for this request, or answers from what the first request with it left: `null`
 * when the caller must now run the request (and then save or release the claim), the stored
 * response when this is a replay. Throws 409 while the first request still runs, 422 when the
 * key was used for a different request.
 */
export async function claimIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<StoredResponse | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    // One statement decides who runs: a fresh key is inserted; an expired or abandoned one is
    // taken over; anything else stays as it is and nothing is returned.
    const { rows } = await db.raw<{ rows: unknown[] }>(
      `insert into idempotency_keys (scope, key_hash, fingerprint) values (:scope, :keyHash, :fingerprint)
       on conflict (scope, key_hash) do update
         set fingerprint = excluded.fingerprint, state = 'pending', status = null, response = null, created_at = now()
         where idempotency_keys.created_at < now() - make_interval(hours => :lifetimeHours)
            or (idempotency_keys.state = 'pending' and idempotency_keys.created_at < now() - make_interval(mins => :abandonedMinutes))
       returning 1`,
      { ...claim, lifetimeHours: KEY_LIFETIME_HOURS, abandonedMinutes: ABANDONED_AFTER_MINUTES },
    );
    if (rows.length > 0) return null;

    const existing = await db('idempotency_keys')
      .where({ scope: claim.scope, key_hash: claim.keyHash })
      .first<Row | undefined>('fingerprint', 'state', 'status', 'response');
    if (existing) return answerRepeat(existing satisfies ClaimedKey, claim.fingerprint);
  }
  throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress);
}
