import type { Db, Trx } from '../../infra/db.ts';

/**
 * Sign-in: the tutor is active now, unconditionally (in the caller's transaction). Every other
 * request goes through the throttled recorder (services/tutors/record-tutor-activity.ts).
 */
export async function markTutorActive(db: Db | Trx, tutorId: string): Promise<void> {
  await db('tutors').where({ id: tutorId }).update({ last_active_at: db.fn.now() });
}
