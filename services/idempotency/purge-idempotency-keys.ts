import type { Db } from '../../infra/db.ts';
import { KEY_LIFETIME_HOURS } from './policy.ts';

/** Deletes keys past their lifetime (a claim ignores them anyway; this keeps the table small). */
export async function purgeIdempotencyKeys(db: Db): Promise<{ deleted: number }> {
  const deleted = await db('idempotency_keys').whereRaw('created_at < now() - make_interval(hours => ?)', [KEY_LIFETIME_HOURS]).delete();
  return { deleted };
}
